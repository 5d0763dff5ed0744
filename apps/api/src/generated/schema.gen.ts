/**
 * GENERATED FILE - DO NOT EDIT.
 * Generated from openapi.yaml by scripts/gen-api-types.mjs (openapi-typescript).
 * Change openapi.yaml and run the generator again; CI fails when this file is stale.
 */

export interface paths {
    "/api/captcha/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A fresh proof-of-work captcha challenge (ALTCHA)
         * @description Self-hosted ALTCHA challenge. The client solves it and sends the base64 solution payload as `captcha`
         *     on login. A challenge expires after a few minutes and each solution is accepted once.
         */
        get: operations["getCaptchaChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with email, password and a solved captcha
         * @description Starts a new session (a new session id; any session id the client had is not reused). Rate limited per
         *     IP and per email (429 with `Retry-After`). Wrong password and unknown email answer the same 422.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the current session */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The one error body of every 4xx/5xx answer (Laravel style). */
        Error: {
            message: string;
            /** @description Field name to its messages */
            errors?: {
                [key: string]: string[];
            };
        };
        /** @enum {string} */
        Locale: "fa" | "en";
        Redirect: {
            /**
             * @description Path the client should go to next
             * @example /panel
             */
            redirect_to: string;
        };
        /**
         * @description Whole Toman as a decimal string
         * @example 125000000
         */
        IrtAmount: string;
        /**
         * @description Tether with up to 6 decimals as a decimal string
         * @example 1250.5
         */
        UsdtAmount: string;
        /** @description A non-negative decimal string (currency decides the scale) */
        Amount: string;
        /** Format: date-time */
        DateTime: string;
        PaginationMeta: {
            current_page: number;
            last_page: number;
            per_page: number;
            total: number;
            from: number | null;
            to: number | null;
        };
        /** @description ALTCHA challenge (proof of work) */
        CaptchaChallenge: {
            /** @example SHA-256 */
            algorithm: string;
            challenge: string;
            maxnumber: number;
            salt: string;
            signature: string;
        };
        LoginRequest: {
            email: string;
            password: string;
            /** @description Base64 ALTCHA solution payload */
            captcha: string;
        };
        /** @enum {string} */
        VerificationStatus: "not_verified" | "in_progress" | "verified";
        User: {
            id: number;
            /** Format: email */
            email: string;
            /** @description Full name (individual) or company name (legal), once verification was submitted */
            name?: string | null;
            /** @enum {string} */
            role: "user" | "admin";
            locale: components["schemas"]["Locale"];
            verification_status: components["schemas"]["VerificationStatus"];
            /** @description Why the last submission was rejected */
            verification_reason: string | null;
            /** @enum {string|null} */
            user_type: "individual" | "legal" | null;
            /** @description False right after sign-up until /api/user/password-set */
            has_password: boolean;
            referral_code: string;
            created_at: components["schemas"]["DateTime"];
        };
    };
    responses: {
        /** @description Malformed request (bad JSON, wrong content type, unknown fields) */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid session */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not allowed (missing X-Requested-With, foreign Origin, or the wrong role) */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such resource, or not yours */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The input is not acceptable; `errors` names the fields */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Rate limited; retry after the given seconds */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body or an uploaded file is too large */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Declared in the contract, not implemented yet */
        NotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Language of server messages; default fa. */
        XLocale: components["schemas"]["Locale"];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        XRequestedWith: "XMLHttpRequest";
        /** @description 1-based page number */
        Page: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCaptchaChallenge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of server messages; default fa. */
                "X-Locale"?: components["parameters"]["XLocale"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A challenge to solve */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaptchaChallenge"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of server messages; default fa. */
                "X-Locale"?: components["parameters"]["XLocale"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user, returned whole */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of server messages; default fa. */
                "X-Locale"?: components["parameters"]["XLocale"];
                /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Logged in; the session cookie is set */
            200: {
                headers: {
                    /** @description The new session cookie */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Redirect"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of server messages; default fa. */
                "X-Locale"?: components["parameters"]["XLocale"];
                /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
                "X-Requested-With"?: components["parameters"]["XRequestedWith"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out; the session is deleted on the server and the cookie cleared */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Redirect"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
}
