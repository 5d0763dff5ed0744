/**
 * GENERATED FILE - DO NOT EDIT.
 * Generated from openapi.yaml by scripts/gen-api-types.mjs (openapi-typescript).
 * Change openapi.yaml and run the generator again; CI fails when this file is stale.
 */

export interface paths {
  '/api/captcha/challenge': {
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
    get: operations['getCaptchaChallenge'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user */
    get: operations['getUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
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
     *     IP (429 with `Retry-After`). The captcha is checked first; after 5 wrong passwords sent with a valid
     *     captcha an email is locked for 15 minutes (429 with `Retry-After`, the wait said in minutes); a successful
     *     login or a password reset clears the count. Wrong password and unknown email answer the same 422. An
     *     account made with a one-time password is sent to `/user/password-set`. Each attempt is counted before
     *     its password is checked, in one statement shared by every server process, so concurrent guesses can
     *     never check more than the limit.
     *
     *     An account with a second factor gets no session yet: the answer says `second_factor_required` and
     *     sets a short-lived pending-login cookie instead; `loginSecondFactor` then takes a code or a recovery
     *     code and starts the session.
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login/second-factor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The second step of a login with a second factor
     * @description Needs the pending-login cookie that `login` set after the right password (valid 5 minutes). Takes the
     *     6-digit code of the person's authenticator app (RFC 6238, 30 s steps, one step of drift either way;
     *     a code already accepted is refused, on every server process) or one of their recovery codes (each
     *     works once). A wrong code counts toward the email's lockout like a wrong password. The session starts
     *     only here.
     */
    post: operations['loginSecondFactor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login/second-factor/passkey-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A passkey challenge for the second step of a login
     * @description Needs the pending-login cookie that `login` set after the right password. Answers the options for
     *     `navigator.credentials.get()` (WebAuthn, as `@simplewebauthn/browser` takes them): a new challenge,
     *     good for 5 minutes and once, and the person's registered passkeys. The browser's answer goes to
     *     `loginSecondFactor` as `passkey`. 409 when the pending login ran out, 404 when the person has no
     *     passkey.
     */
    post: operations['startPasskeyLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login/factor-recovery': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask the desk to replace a lost second factor, from the login's second step
     * @description For a person who has lost their authenticator app and has no recovery code left: needs the
     *     pending-login cookie that `login` set after the right password (409 `auth.secondFactorExpired`
     *     otherwise, as `loginSecondFactor`). Takes a new live video (the same rules as the identity
     *     verification's: MP4 or WebM, up to 50 MB, the type sniffed from the bytes) and an optional note, and
     *     keeps a pending request that an operator reviews against the person's verified identity
     *     (`adminApproveFactorRecovery`). Starts no session and spends the pending login. The owner is mailed
     *     (a security mail with the "this was not me" link). One pending request per person: a second is 409.
     *     Rate limited per IP like a login.
     */
    post: operations['requestFactorRecovery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End the current session */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Historic sign-up form endpoint (outside /api)
     * @description Kept for the historic sign-up form. Same effect as `POST /api/auth/sign-up/otp` with `fs=1`: sends the
     *     6-digit code to the email and remembers `ref_code` for the verify step; answers where to go next
     *     (`/sign-up/otp`). A deployment that only serves the /api sign-up flow answers 501.
     */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sign-up/otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send (or resend) the 6-digit sign-up code to an email
     * @description `fs` (first send) is 1 from the sign-up form and 0 for "resend" on the OTP screen; there is no separate
     *     resend call. Answers the same for a new and an already registered email so the call cannot be used to
     *     probe accounts. Rate limited per IP and per email; `resend_in` drives the resend countdown.
     */
    post: operations['sendSignUpOtp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sign-up/verify-otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm the sign-up code; creates the account and signs in
     * @description A right code creates the account (linking the referrer of `ref_code`, if any), starts a session and
     *     answers `redirect_to: /user/password-set`. A wrong or expired code answers 422 with `errors.code`
     *     ("Invalid verification code"). Codes expire and allow a few attempts only.
     */
    post: operations['verifySignUpOtp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/forget-password/code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Email a 6-digit password-reset code
     * @description Answers the same whether or not the email has an account. Rate limited per IP and per email.
     */
    post: operations['sendForgotPasswordCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/security/freeze-withdrawals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stop every withdrawal of an account from a security mail ("this was not me")
     * @description Each security mail (a sign-in from a new browser, a password changed or reset, the app turned on, a
     *     recovery code used, a withdrawal requested) carries a link to the app's `/security/freeze` page with a
     *     token of its own, valid for `security.freezeLinkSeconds` (24 h). The page sends the token here, with
     *     no session: the account's withdrawals stop at once (a withdrawal then answers 409 and says why) and
     *     every session of the account ends. The link itself changes nothing when opened (mail scanners open
     *     links), only this call. A token works once; an unknown, used or expired one answers 422 on `token`.
     *     An operator lifts the freeze.
     */
    post: operations['freezeWithdrawals'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/forget-password/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with the emailed code
     * @description Replaces the password and ends every session of the account; answers `redirect_to: /login`.
     *     A wrong or expired code answers 422 with `errors.code`.
     */
    post: operations['resetForgottenPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/password-set': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set the password (right after sign-up, or to change it) */
    post: operations['setPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Where the person is signed in
     * @description Every live session of the signed-in person, the current one first, then by last use: the browser and
     *     system read from its User-Agent, the address it was last used from, when it started and was last
     *     used. `current` marks the session of this request.
     */
    get: operations['listSessions'];
    put?: never;
    post?: never;
    /**
     * Sign out everywhere else
     * @description Ends every session of the person except this one, at once, on every server process.
     */
    delete: operations['endOtherSessions'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Sign one session out
     * @description Ends one of the person's sessions (its next request is a 401). 404 for an id that is not one of
     *     theirs or has ended; ending the current one is logging out (use `logout`), so it answers 422.
     */
    delete: operations['endSession'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/login-history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The person's sign-ins of the last 30 days
     * @description Every attempt on the person's account in the last 30 days, newest first, at most 200: signed in,
     *     a wrong password, a wrong second-factor code, or refused while locked; with the browser, system,
     *     address, and whether the browser was new to the account (it lacked the device cookie an earlier
     *     sign-in set).
     */
    get: operations['getLoginHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/second-factor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The second factors of the signed-in person */
    get: operations['getSecondFactors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/second-factor/totp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start setting up an authenticator app (TOTP)
     * @description Needs the account's password. Answers a new secret (base32, to type by hand) and its `otpauth://`
     *     URI (for the QR code); nothing is protected by it until `confirmTotpEnrolment` receives a first code.
     *     Starting again replaces an unconfirmed secret. An account that already has an authenticator app gets
     *     409 (replacing one is its own operation). The secret is kept encrypted with the server's key.
     */
    post: operations['startTotpEnrolment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/second-factor/totp/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm the authenticator app with its first code
     * @description The first code from the app turns the second factor on and answers ten recovery codes, shown this
     *     once (the server keeps only their hashes); each works once in place of a code. 409 when no set-up
     *     was started, or one is already confirmed.
     */
    post: operations['confirmTotpEnrolment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/second-factor/totp/remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turn the authenticator app off, with the password and a current code or a recovery code
     * @description For a lost or replaced phone: the password and either the app's current code or one unused recovery
     *     code (422 on `password`, `code` or `recovery_code`; wrong ones count toward the login lockout, 429
     *     while locked). The app and every recovery code stop working at once, withdrawals are refused for a
     *     set time (24 h by default, 409 with until when), and the owner is told by a security mail. Deposits
     *     and withdrawals then need a new app (`startTotpEnrolment`); setting one up again after a removal
     *     holds withdrawals the same time. 409 when no app is on. Without any code left, an operator replaces
     *     the factor after a fresh identity check.
     */
    post: operations['removeTotpFactor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/second-factor/passkeys/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start adding a passkey, with the password and the authenticator app's current code
     * @description A passkey is added beside the authenticator app (which keeps the recovery codes and works on every
     *     device), so the app must be on first (409). Needs the password and the app's current code, both
     *     counted in the login lockout (422 on `password` or `code`; 429 while locked). Answers the options for
     *     `navigator.credentials.create()`: a new challenge, good for 5 minutes and once, and the passkeys the
     *     person already has (so one device is not added twice). At most 10 passkeys (409).
     */
    post: operations['startPasskeyRegistration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/second-factor/passkeys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save the passkey the browser made, with its name
     * @description Takes the browser's answer to the options of `startPasskeyRegistration` (its challenge is spent
     *     here, right or wrong) and the name the person gives it. The relying party is the app's public address
     *     (`PUBLIC_URL`; on this machine's loopback address, `localhost`). A passkey added to an account holds
     *     withdrawals for a set time (24 h by default), as any new second factor does, and the owner is told by a
     *     security mail. 422 on `credential` when the browser's answer does not verify, on `name` when it is
     *     empty or longer than 64 characters.
     */
    post: operations['finishPasskeyRegistration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/second-factor/passkeys/{passkeyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Rename one of the person's passkeys */
    patch: operations['renamePasskey'];
    trace?: never;
  };
  '/api/user/second-factor/passkeys/{passkeyId}/remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Remove one of the person's passkeys, with the password and the app's current code
     * @description Needs the password and the authenticator app's current code (or an unused recovery code), counted in
     *     the login lockout as at sign-in. The passkey stops working at once; withdrawals are held for a set time
     *     (24 h by default) and the owner is told by a security mail, as for any second factor removed. 404 when
     *     the passkey is not the person's.
     */
    post: operations['removePasskey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/second-factor/passkeys/confirm-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A passkey challenge to confirm a money step (a withdrawal, a saved destination, a security setting)
     * @description For a person with at least one passkey: the options for `navigator.credentials.get()` with a new
     *     challenge, good for 5 minutes and once. The browser's answer goes in the step's own request as
     *     `passkey`, in place of `totp_code`. 404 when the person has no passkey.
     */
    post: operations['startPasskeyConfirmation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/anti-phishing-phrase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether the person's mails carry their anti-phishing phrase
     * @description The phrase itself is not answered: it is read in the mails that carry it, so a stolen session cannot
     *     learn what a forged mail would have to say. Setting a new one replaces it.
     */
    get: operations['getAntiPhishingPhrase'];
    /**
     * Set, replace or remove the phrase every mail to the person carries
     * @description Every mail Sarraf sends to the account (codes, notices, security mails) opens with this phrase, so a
     *     mail without it is not from Sarraf. 4 to 20 letters (any script, the zero-width non-joiner included),
     *     digits, spaces or hyphens, trimmed, runs of spaces kept as one; `null` removes it. Needs the
     *     authenticator app's current code (403 without an app; a wrong code counts toward the login lockout,
     *     429 while locked), so a stolen session cannot change what genuine mail says. The owner is told, by a
     *     mail that carries the new phrase.
     */
    put: operations['setAntiPhishingPhrase'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/secure-withdrawals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether withdrawals may go only to saved destinations that have waited their time */
    get: operations['getSecureWithdrawals'];
    /**
     * Turn secure-withdrawal mode on (at once) or off (after the wait)
     * @description While the mode is in force, a withdrawal goes only to a saved IBAN or address (a new destination is
     *     refused with 409), a destination saved less than `wait_hours` ago is refused until its `usable_at`, and
     *     saving a destination needs the authenticator app's code. Turning it on takes effect at once; turning it
     *     off takes effect `wait_hours` later (`ends_at`), so a stolen session cannot switch it off and pay out;
     *     turning it on again before then keeps it on. Needs the app's current code (403 without an app; a wrong
     *     code counts toward the login lockout, 429 while locked). The owner is told, in the app and by mail.
     */
    put: operations['setSecureWithdrawals'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/locale': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Remember the user's language (also used for emails and notifications) */
    put: operations['setLocale'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/verification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The user's identity verification submission and its progress
     * @description Lets the profile screens resume the legal-entity flow at the next step (`legal_step`) and show the
     *     rejection reason. Before any submission, `user_type` is null and `legal_step` 0.
     */
    get: operations['getVerification'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit identity verification as an individual
     * @description Moves verification to `in_progress`. Refused with 409 while a submission is under review or after
     *     verification. Files: national card front (JPEG, PNG or WebP, up to 5 MB) and a short live video
     *     (MP4 or WebM, up to 50 MB); the server checks the real file type, not the name.
     */
    post: operations['submitIndividualVerification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/update/legal/step1': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Legal entity, step 1 of 3, company information
     * @description Saves the company draft; can be sent again to correct it before step 3.
     */
    post: operations['submitLegalVerificationStep1'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/update/legal/step2': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Legal entity, step 2 of 3, signature holders
     * @description Replaces the list of signature holders. On the wire each holder's parts use bracket names in order:
     *     `signature_holders[0][name]`, `signature_holders[0][mobile]`, `signature_holders[0][national_id_file]`,
     *     `signature_holders[0][birth_certificate_file]`, then index 1, and so on; the schema shows the
     *     decoded shape. Each file: JPEG, PNG, WebP or PDF, up to 5 MB. Needs step 1 first (409 otherwise).
     */
    post: operations['submitLegalVerificationStep2'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/update/legal/step3': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Legal entity, step 3 of 3, company documents; submits for review
     * @description Each file: JPEG, PNG, WebP or PDF, up to 5 MB. Needs steps 1 and 2 first (409 otherwise). Moves
     *     verification to `in_progress`.
     */
    post: operations['submitLegalVerificationStep3'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download an uploaded file (owner or admin only)
     * @description Always served as an attachment (`Content-Disposition: attachment`) with the sniffed content type and
     *     `X-Content-Type-Options: nosniff`, so an uploaded file never runs in the app's origin. Someone else's
     *     file answers 404, not 403.
     */
    get: operations['downloadFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet/balances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Current balances (IRT and USDT), available and locked
     * @description Both currencies, always. `available` can be spent or withdrawn now; `locked` is held by pending
     *     withdrawals and orders awaiting approval, and is not part of `available`. `value_irt` is available plus
     *     locked at the desk's current sell price of the currency, what the person would get for it now (Toman
     *     itself at 1), whole Toman rounded down.
     */
    get: operations['getBalances'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet/bank-accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Bank accounts to transfer Toman to (IRT deposit)
     * @description Needs completed identity verification: otherwise 403 with the message "Identity Verification Required".
     *     An empty list means none is configured ("No bank account information found. Please contact support.").
     */
    get: operations['listDepositBankAccounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet/deposit/irt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Declare a Toman bank transfer with its receipt
     * @description Creates a Pending deposit that an admin approves or rejects; the balance changes on approval only.
     *     Needs completed identity verification (403 "Identity Verification Required"). Receipt: JPEG, PNG, WebP
     *     or PDF, up to 5 MB.
     *
     *     Needs a confirmed authenticator app as well (403 until one is set up at /profile): money comes in only
     *     to an account that only its owner can move it out of.
     */
    post: operations['createIrtDeposit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet/deposit/usdt/address': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The user's own USDT deposit address
     * @description Needs a confirmed authenticator app (403 until one is set up at /profile): money comes in only to an
     *     account that only its owner can move it out of.
     */
    get: operations['getUsdtDepositAddress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet/withdraw/irt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Request a Toman withdrawal to an IBAN
     * @description Send exactly one of `iban` and `saved_iban_id` (422 otherwise). Locks the amount at once; an admin pays
     *     out and approves, or rejects and the amount is released. More than the available balance answers 422
     *     with `errors.amount` ("Insufficient IRT Balance!").
     *
     *     For a set time (24 h by default) after the person's password was changed or reset, or they signed in
     *     with a recovery code, every withdrawal answers 409 with a message that says until when (Tehran time,
     *     the Jalali calendar in Persian) and why; trading stays open.
     *     While the owner has stopped withdrawals from a security mail (`freezeWithdrawals`), every withdrawal
     *     answers 409 and says so, until an operator lifts it.
     *     While secure-withdrawal mode is in force (`setSecureWithdrawals`), a new destination answers 409 (only
     *     a saved one may be used) and a saved one answers 409 with its `usable_at` until it has waited.
     *
     *     Only the owner moves money out: a person without a confirmed authenticator app gets 403 (set one up
     *     at /profile first), and the request carries the app's current code in `totp_code` (422 on
     *     `totp_code` when it is missing, wrong or already used), or the answer of one of the person's passkeys
     *     to `startPasskeyConfirmation` in `passkey` (422 on `passkey` when it does not verify). The code is taken in the same transaction as
     *     the hold, so a refused request holds nothing and reaches no operator, and one code moves money once
     *     even when sent to several server processes at once. Wrong codes count in the account's login
     *     lockout (5 by default): past it, 429 with `Retry-After`.
     */
    post: operations['createIrtWithdraw'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet/withdraw/usdt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Request a USDT withdrawal to a blockchain address
     * @description Send exactly one of `address` and `saved_address_id` (422 otherwise). The amount has at most 3 decimals
     *     ("Please enter a valid number with up to 3 decimal places!"). Locks the amount at once; more than the
     *     available balance answers 422 with `errors.amount` ("Insufficient USDT Balance!").
     *
     *     For a set time (24 h by default) after the person's password was changed or reset, or they signed in
     *     with a recovery code, every withdrawal answers 409 with a message that says until when (Tehran time,
     *     the Jalali calendar in Persian) and why; trading stays open.
     *     While the owner has stopped withdrawals from a security mail (`freezeWithdrawals`), every withdrawal
     *     answers 409 and says so, until an operator lifts it.
     *     While secure-withdrawal mode is in force (`setSecureWithdrawals`), a new destination answers 409 (only
     *     a saved one may be used) and a saved one answers 409 with its `usable_at` until it has waited.
     *
     *     Only the owner moves money out: a person without a confirmed authenticator app gets 403 (set one up
     *     at /profile first), and the request carries the app's current code in `totp_code` (422 on
     *     `totp_code` when it is missing, wrong or already used), or the answer of one of the person's passkeys
     *     to `startPasskeyConfirmation` in `passkey` (422 on `passkey` when it does not verify). The code is taken in the same transaction as
     *     the hold, so a refused request holds nothing and reaches no operator, and one code moves money once
     *     even when sent to several server processes at once. Wrong codes count in the account's login
     *     lockout (5 by default): past it, 429 with `Retry-After`.
     */
    post: operations['createUsdtWithdraw'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet/withdraw-terms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Minimum, fee and what may still leave today, per currency
     * @description Shown on the withdraw form before the person confirms, so the screen can say what arrives.
     */
    get: operations['getWithdrawTerms'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet/ibans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's saved IBANs */
    get: operations['listSavedIbans'];
    put?: never;
    /**
     * Save an IBAN
     * @description The IBAN checksum is verified and the bank name derived from it.
     */
    post: operations['createSavedIban'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet/ibans/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a saved IBAN */
    delete: operations['deleteSavedIban'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet/addresses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's saved USDT withdrawal addresses */
    get: operations['listSavedAddresses'];
    put?: never;
    /** Save a USDT withdrawal address */
    post: operations['createSavedAddress'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet/addresses/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a saved address */
    delete: operations['deleteSavedAddress'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet/deposit-withdraw/trx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's deposits and withdrawals, newest first */
    get: operations['listWalletTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet/deposit-withdraw/trx/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One deposit or withdrawal */
    get: operations['getWalletTransaction'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallet/transfers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every movement of the available balance (ledger entries), newest first
     * @description A withdrawal shows as `withdraw` (out) when it is requested, since its amount is held then, and as
     *     `withdraw_release` (in) if it is rejected; its payout moves only the held amount and is not listed.
     *     `balance_after` is the available balance after the movement.
     */
    get: operations['listTransfers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/markets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * All market pairs with their current prices
     * @description Public (the landing page shows it). Clients load it once and cache it.
     */
    get: operations['listMarkets'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/markets/{pair}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Price history of one pair over a range */
    get: operations['getMarketPriceHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Lock a price for a buy or sell for a few seconds
     * @description `amount` is what the user pays: Toman (quote currency) for Buy, Tether (base currency) for Sell. The
     *     answer locks the price until `expires_at` (`valid_seconds` from now, for the countdown); the order is
     *     then placed with `quote_id`, by the same user only, once. More than the available balance answers 422
     *     with `errors.amount` ("Insufficient {currency} Balance!"); an amount too small to receive anything
     *     after the fee answers 422 on `amount` too. When the desk's stock cannot cover what the desk pays out
     *     (the Tether of a Buy, the Toman of a Sell before its fee) the answer is 409, whose message says the
     *     most the desk can pay now; placing the quote checks the stock again. A market halted by the desk, or
     *     whose side (buying or selling) is switched off, answers 409 with the desk's words, and so does an
     *     automatically priced market whose reference is too old or whose sources disagree (prices paused;
     *     `Market.availability` says the same); an order value
     *     (a Buy's amount, a Sell's value in Toman) below the market's minimum or above its maximum answers
     *     422 on `amount` with the bound. The figures follow the rule in `Quote`; the order, the ledger and the
     *     screen use the same figures.
     */
    post: operations['createQuote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/fee-tier': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The user's fee tier, from their 30-day traded volume
     * @description Volume is the Toman value of the user's filled orders over the last 30 days (what a Buy paid, the
     *     value before the fee of a Sell). The tier is the last of `tiers` whose `min_volume` it reaches.
     */
    get: operations['getFeeTier'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/order/buy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Buy at a locked quote
     * @description Places the order at the quote's price. An expired or already used quote answers 409, and so do a
     *     desk's stock that no longer covers what the desk pays out (its message says the most it can pay now),
     *     a market halted or a side switched off since the quote, and a desk price for the quote's side that
     *     moved more than the settings' `quote_guard_percent` since the quote, either way ("the price moved");
     *     a balance that no longer covers it answers 422. Above the approval limit the order stays Processing with
     *     `approval_required` until an admin and then the user approve it.
     */
    post: operations['buyOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/order/sell': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sell at a locked quote
     * @description Same rules as buy; the quote must be a Sell quote.
     */
    post: operations['sellOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/order/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The user accepts an admin-approved order (final price and quantity)
     * @description Only for an order that is Processing, `approval_required`, admin approved and not yet user approved
     *     (409 otherwise). Fills the order at the admin's final price and quantity, in one transaction: the
     *     hold is released and the final figures move. A fill is final, as at any OTC desk: there is no undoing
     *     an approval ("cancel approval" in the app closes the decision without answering; the order keeps
     *     waiting until its `approval_expires_at`).
     */
    post: operations['approveOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/order/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The user declines an order awaiting their approval
     * @description Cancels an order awaiting approval, before or after the admin's decision, and releases the locked
     *     amount (409 if it is no longer Processing).
     */
    post: operations['rejectOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The user's orders, newest first, filtered and paginated
     * @description The approval list asks `status=Processing&approval_required=1&user_approved=0`. Page size comes from the
     *     server (`meta.per_page`, 30).
     */
    get: operations['listOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/order/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One order */
    get: operations['getOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's recent reports, newest first */
    get: operations['listReports'];
    put?: never;
    /**
     * Generate an Excel report of transactions over a date range
     * @description Generation runs in the background: the report starts `pending` and becomes `ready` (or `failed`); poll
     *     `listReports`. `from` must not be after `to`; the range is at most one year (422 otherwise).
     */
    post: operations['createReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/{id}/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a ready report as .xlsx
     * @description A report that is not ready yet answers 409.
     */
    get: operations['downloadReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/referrals/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Referral totals and the user's referral link */
    get: operations['getReferralSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/referrals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The people the user invited, newest first */
    get: operations['listReferrals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's notifications, newest first */
    get: operations['listNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many notifications are unread (for the header badge) */
    get: operations['getUnreadNotificationCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark one notification read */
    post: operations['markNotificationRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark every notification read */
    post: operations['markAllNotificationsRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/verifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Verification submissions to review, oldest first
     * @description Admins only (403 for other users). Default is the review queue (`in_progress`).
     */
    get: operations['adminListVerifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/verifications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One submission with its details and files */
    get: operations['adminGetVerification'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/verifications/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a submission; the user becomes verified
     * @description Only a submission under review (409 otherwise). Audited.
     */
    post: operations['adminApproveVerification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/verifications/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject a submission with a reason shown to the user
     * @description The user goes back to `not_verified` with `verification_reason`. Audited.
     */
    post: operations['adminRejectVerification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/ledger/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Check every ledger invariant and list the house balances
     * @description Reads only, the same check as the `ledger:check` command, for an operator (or a monitor) while the
     *     server runs: balances equal the sum of their entries, every transfer balances per currency, no balance
     *     below zero, every pending hold resolved at most once.
     */
    get: operations['adminCheckLedger'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/wallet/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Deposits and withdrawals to review, oldest first
     * @description Default is everything Pending.
     */
    get: operations['adminListWalletTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/wallet/transactions/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a pending deposit (credits the balance) or withdrawal (after paying it out)
     * @description Only a Pending transaction (409 otherwise). Audited.
     */
    post: operations['adminApproveWalletTransaction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/wallet/transactions/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject a pending deposit or withdrawal (a withdrawal's locked amount is released)
     * @description Only a Pending transaction (409 otherwise). Audited.
     */
    post: operations['adminRejectWalletTransaction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/wallet/usdt-deposits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Credit a Tether deposit the chain watcher has not seen yet, by its transaction hash
     * @description The transaction is read from the chain like the watcher reads it: confirmed, successful, a transfer of
     *     the USDT contract to a person's deposit address. Each of its transfers is credited once (answered again
     *     if already credited). 422 on `trx_hash` when it is none of these. Audited.
     */
    post: operations['adminCreditUsdtDeposit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Orders, by default those awaiting admin approval, oldest first
     * @description Default filter is `status=Processing&approval_required=1&admin_approved=0`.
     */
    get: operations['adminListOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve an order over the limit with its final price and quantity
     * @description Only an order awaiting admin approval (409 otherwise). What the desk will pay out at these final values
     *     is reserved of its stock until the user decides, so the user's approval cannot fail for want of it;
     *     409 when the stock cannot cover it now. The user then approves or rejects it at these final values.
     *     Audited.
     */
    post: operations['adminApproveOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject an order over the limit; it is cancelled and the locked amount released
     * @description Only an order awaiting admin approval (409 otherwise). Audited.
     */
    post: operations['adminRejectOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/markets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The prices of every pair with who set them last */
    get: operations['adminListMarketPrices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/markets/{pair}/price': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set a pair's buy and sell price
     * @description Adds a point to the price history. Quotes already given keep their locked price, within the
     *     settings' `quote_guard_percent`: a quote whose side moved further answers 409 when placed. A price
     *     further than `price_confirm_percent` from the one in force needs `confirm_far_price` (422 otherwise).
     *     Audited.
     */
    put: operations['adminSetMarketPrice'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/markets/{pair}/controls': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Switch buying or selling, halt or resume a market, set its order value bounds
     * @description Only the fields sent change (409 for a market without a price yet). `pricing_mode` and the spreads pick
     *     manual or automatic prices (see `PricingMode`); switching to automatic prices the market from the
     *     reference at once when it is fresh, and pauses it otherwise. Halting needs a note (the person
     *     reads it when a quote is refused, 409);
     *     a halted market quotes nothing and a quote made before the halt answers 409 when placed. The maximum
     *     order value is never below the approval limit (422), nor below the minimum. Audited with before and
     *     after.
     */
    put: operations['adminSetMarketControls'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/security/freeze': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stop a person's withdrawals, or separately their trading, with a note they are shown
     * @description For an operator who sees a withdrawal or an account they do not trust: `what` stops the person's
     *     withdrawals (409 `wallet.withdrawalsFrozenByDesk` to each new request, with the note) or their trading
     *     (403 `trade.tradingFrozen` to quotes and orders, with the note). What is already waiting is not
     *     touched: the operator rejects it from the queue. Audited with the operator. 404 when no account has
     *     that email, 409 when that part is already stopped. Lifted with `adminLiftWithdrawalFreeze` or
     *     `adminLiftTradingFreeze`.
     */
    post: operations['adminFreezeAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/security/lift-trading-freeze': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Let a person trade again after an operator stopped their trading
     * @description The note says why and is kept in the audit log with the operator. 404 when no account has that
     *     email, 409 when its trading is not stopped.
     */
    post: operations['adminLiftTradingFreeze'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/security/lift-withdrawal-freeze': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open withdrawals again after the owner (from a security mail) or an operator stopped them
     * @description For the operator who has heard from the owner (support) and checked who they are: the person of
     *     `email` may withdraw again. The note says why and is kept in the audit log with the operator. 404
     *     when no account has that email, 409 when its withdrawals are not stopped.
     */
    post: operations['adminLiftWithdrawalFreeze'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/limits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in person's daily and monthly limits, what they used and what remains
     * @description One entry per limit kind. A day is a Tehran calendar day and a month a Persian (Jalali) calendar month
     *     in Tehran; `day_resets_at` and `month_resets_at` say when each starts again. Withdrawals count when they
     *     are requested (pending or paid, not rejected), trades when they are placed (filled or waiting for
     *     approval, not cancelled), Toman deposits when they are declared (not rejected). A deposit over a limit
     *     is accepted and flagged for the operator, never refused: the money is already sent.
     */
    get: operations['getMyLimits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/limits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A person's limits, by email, with what they used and any override */
    get: operations['adminGetPersonLimits'];
    /**
     * Set or remove one person's own limit of one kind
     * @description `override` sets this person's daily and monthly amounts in place of their account type's (higher or
     *     lower); null removes it, so the account type's apply again. The note says why (required, not blank).
     *     Audited with the old and new amounts. 404 when no account has that email.
     */
    put: operations['adminSetPersonLimit'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business settings */
    get: operations['adminGetSettings'];
    /**
     * Change some settings; lists given are replaced whole
     * @description Audited with the old and new values.
     */
    put: operations['adminUpdateSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Audit log entries, newest first */
    get: operations['adminListAuditLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/factor-recoveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Requests to replace a lost second factor, oldest first
     * @description Admins only (403 for other users). Default is the ones waiting (`pending`).
     */
    get: operations['adminListFactorRecoveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/factor-recoveries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One request, with its new live video and the person's verified identity files */
    get: operations['adminGetFactorRecovery'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/factor-recoveries/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The new video is the verified person; their lost second factor is removed
     * @description Only a pending request (409 otherwise), never by the person it is about (403). Removes the person's
     *     authenticator app and every recovery code, holds their withdrawals for the desk's hold time (as
     *     `removeTotpFactor` does) and mails the owner; all in one transaction, audited with the note. The
     *     person then signs in with the password alone and sets up a new app before any deposit or withdrawal
     *     (`secondFactor.requiredForMoney`), and setting it up holds withdrawals again.
     */
    post: operations['adminApproveFactorRecovery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/factor-recoveries/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Refuse a request with a reason the owner is mailed
     * @description Only a pending request (409 otherwise), never by the person it is about (403). The second factor
     *     stays; the owner is mailed the reason. Audited.
     */
    post: operations['adminRejectFactorRecovery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/treasury/stock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The desk's stock of each currency, what large orders reserved of it, and its floor
     * @description `available` is what the desk can pay out now (balance - reserved - floor, never below zero): a quote
     *     or an order beyond it answers 409. Admins only.
     */
    get: operations['adminGetDeskStock'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/treasury/day': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Today's trading at the desk, per market and by hour
     * @description What filled today (the Tehran day, from midnight): per market, the base currency the desk bought from
     *     people and sold to them, its net position (bought less sold), the quote currency in and out, the fees
     *     and the spread captured; and each hour's fees and Toman volume. The spread captured is counted on the
     *     orders whose price was made from a reference (automatic prices): a buy's price above the reference's
     *     mid, a sell's below it, times the quantity, rounded to whole Toman; `priced_from_reference` says how many
     *     of the orders that is. Orders still waiting for approval and cancelled ones moved nothing and are not
     *     counted. Admins only.
     */
    get: operations['adminGetDeskDay'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/treasury/floor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set what the desk keeps back of a currency and never pays out
     * @description PostgreSQL keeps the floor: a quote, a fill, a reservation or a treasury move that would leave less than
     *     it in the stock is refused. It cannot be set above what the stock holds less what large orders
     *     reserved (422 on `floor`, saying the most it can be now), and it is written at the currency's scale
     *     (whole Toman). Audited with the floor it replaces. Admins only.
     */
    put: operations['adminSetStockFloor'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/treasury/moves': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Treasury moves, newest first
     * @description Admins only. Without `status`, every move; `pending` ones wait for a second operator.
     */
    get: operations['adminListTreasuryMoves'];
    put?: never;
    /**
     * Propose moving money into or out of the desk's stock; a second operator approves it
     * @description `in` moves Toman from the bank (Tether from the hot wallet) into the stock, `out` the other way. No
     *     money moves until another operator approves (maker-checker: never the one who proposed it). The note
     *     says why (a purchase from a liquidity provider, a settlement). Audited.
     */
    post: operations['adminProposeTreasuryMove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/treasury/moves/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A second operator approves a pending treasury move; the money moves
     * @description Only a pending move (409 otherwise), never by the operator who proposed it (403). The transfer is
     *     booked in the ledger in the same transaction (kind `treasury`); an `out` the stock cannot cover now
     *     answers 409 with the most it can pay. Audited.
     */
    post: operations['adminApproveTreasuryMove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/treasury/moves/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A second operator refuses a pending treasury move; nothing moves
     * @description Only a pending move (409 otherwise), never by the operator who proposed it (403). Audited.
     */
    post: operations['adminRejectTreasuryMove'];
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
    Locale: 'fa' | 'en';
    Redirect: {
      /**
       * @description Path the client should go to next
       * @example /panel
       */
      redirect_to: string;
    };
    /**
     * @description Whole Toman as a decimal string, no leading zeros, at most 15 digits
     * @example 125000000
     */
    IrtAmount: string;
    /**
     * @description Tether with up to 6 decimals as a decimal string, no leading zeros, at most 12 whole digits
     * @example 1250.5
     */
    UsdtAmount: string;
    /**
     * @description A non-negative decimal string (currency decides the scale): no leading zeros, at most 15 whole digits
     *     (a quadrillion Toman less one) and 6 decimals
     */
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
    LoginResult: {
      /**
       * @description Where to go once signed in (after the second step when one is required)
       * @example /panel
       */
      redirect_to: string;
      /** @description The password was right; no session yet. Send a code to `loginSecondFactor`. */
      second_factor_required?: boolean;
    };
    /** @description Exactly one of `code`, `recovery_code` and `passkey`. */
    SecondFactorLoginRequest: {
      /** @description The 6 digits the authenticator app shows (Persian or Arabic digits are read too) */
      code?: string;
      /** @description One of the recovery codes, as shown (case, spaces and dashes are ignored) */
      recovery_code?: string;
      passkey?: components['schemas']['PasskeyAssertion'];
    };
    /**
     * @description The browser's answer to a passkey prompt (`navigator.credentials.get()`), as
     *     `@simplewebauthn/browser`'s `startAuthentication` gives it (WebAuthn AuthenticationResponseJSON).
     */
    PasskeyAssertion: {
      id: string;
      rawId: string;
      /** @constant */
      type: 'public-key';
      authenticatorAttachment?: string;
      clientExtensionResults?: {
        [key: string]: unknown;
      };
      response: {
        clientDataJSON: string;
        authenticatorData: string;
        signature: string;
        userHandle?: string;
      };
    };
    /**
     * @description The browser's answer to `navigator.credentials.create()`, as `@simplewebauthn/browser`'s
     *     `startRegistration` gives it (WebAuthn RegistrationResponseJSON).
     */
    PasskeyAttestation: {
      id: string;
      rawId: string;
      /** @constant */
      type: 'public-key';
      authenticatorAttachment?: string;
      clientExtensionResults?: {
        [key: string]: unknown;
      };
      response: {
        clientDataJSON: string;
        attestationObject: string;
        transports?: string[];
        publicKeyAlgorithm?: number;
        publicKey?: string;
        authenticatorData?: string;
      };
    };
    /** @description WebAuthn PublicKeyCredentialRequestOptionsJSON, for `startAuthentication({ optionsJSON })` */
    PasskeyRequestOptions: {
      challenge: string;
      rpId?: string;
      timeout?: number;
      userVerification?: string;
      allowCredentials?: {
        id: string;
        /** @description public-key */
        type: string;
        transports?: string[];
      }[];
    };
    /** @description WebAuthn PublicKeyCredentialCreationOptionsJSON, for `startRegistration({ optionsJSON })` */
    PasskeyCreationOptions: {
      challenge: string;
      rp: {
        id?: string;
        name: string;
      };
      user: {
        id: string;
        name: string;
        displayName: string;
      };
      pubKeyCredParams: {
        alg: number;
        /** @description public-key */
        type: string;
      }[];
      timeout?: number;
      attestation?: string;
      excludeCredentials?: {
        id: string;
        /** @description public-key */
        type: string;
        transports?: string[];
      }[];
      authenticatorSelection?: {
        residentKey?: string;
        requireResidentKey?: boolean;
        userVerification?: string;
        authenticatorAttachment?: string;
      };
      extensions?: {
        [key: string]: unknown;
      };
      hints?: string[];
    };
    PasskeyRegistrationStart: {
      password: string;
      /** @description The authenticator app's current code (Persian or Arabic digits are read too) */
      code: string;
    };
    PasskeyName: {
      /**
       * @description A name the person knows the device by (1 to 64 characters after trimming)
       * @example Pixel 8
       */
      name: string;
    };
    PasskeyRegistrationFinish: {
      /**
       * @description A name the person knows the device by (1 to 64 characters after trimming)
       * @example Pixel 8
       */
      name: string;
      credential: components['schemas']['PasskeyAttestation'];
    };
    Passkey: {
      id: number;
      name: string;
      created_at: components['schemas']['DateTime'];
      /** Format: date-time */
      last_used_at: string | null;
    };
    PasswordConfirmRequest: {
      password: string;
    };
    TotpCodeRequest: {
      /** @description The 6 digits the authenticator app shows (Persian or Arabic digits are read too) */
      code: string;
    };
    AntiPhishingPhrase: {
      is_set: boolean;
      /** Format: date-time */
      set_at: string | null;
    };
    /** @description Carries `totp_code` or `passkey` (422 on `totp_code` without either). */
    AntiPhishingPhraseRequest: {
      /** @description The phrase as typed (checked after trimming), or null to remove it */
      phrase: string | null;
      /** @description The 6 digits the authenticator app shows now (Persian or Arabic digits are read too) */
      totp_code?: string;
      passkey?: components['schemas']['PasskeyAssertion'];
    };
    SecureWithdrawals: {
      /** @description The mode is in force now (also while it is ending) */
      is_on: boolean;
      /** Format: date-time */
      on_since: string | null;
      /**
       * Format: date-time
       * @description The mode was turned off and stops being in force then; null while it stays on
       */
      ends_at: string | null;
      /** @description How long a newly saved destination waits, and how long turning the mode off takes */
      wait_hours: number;
    };
    /** @description Carries `totp_code` or `passkey` (422 on `totp_code` without either). */
    SecureWithdrawalsRequest: {
      on: boolean;
      /** @description The 6 digits the authenticator app shows now (Persian or Arabic digits are read too) */
      totp_code?: string;
      passkey?: components['schemas']['PasskeyAssertion'];
    };
    RemoveTotpRequest: {
      password: string;
      /** @description The app's current code (Persian or Arabic digits are read too); or send `recovery_code` */
      code?: string;
      /** @description One unused recovery code, in place of `code` */
      recovery_code?: string;
    };
    TotpEnrolment: {
      /**
       * @description The key in base32 (RFC 4648, no padding), to type into an app by hand
       * @example JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP
       */
      secret: string;
      /** @description The key as an `otpauth://totp/...` URI (SHA1, 6 digits, 30 s), for a QR code */
      otpauth_uri: string;
    };
    RecoveryCodes: {
      recovery_codes: string[];
    };
    Device: {
      /**
       * @description Browser name and major version from the User-Agent (null when unknown)
       * @example Chrome 131
       */
      browser: string | null;
      /**
       * @description System name and version from the User-Agent (null when unknown)
       * @example Android 14
       */
      os: string | null;
      /** @description The address the request came from */
      ip: string | null;
    };
    SessionSummary: components['schemas']['Device'] & {
      id: number;
      created_at: components['schemas']['DateTime'];
      last_seen_at: components['schemas']['DateTime'];
      /** @description The session of this request */
      current: boolean;
    };
    SessionList: {
      data: components['schemas']['SessionSummary'][];
    };
    LoginEvent: components['schemas']['Device'] & {
      at: components['schemas']['DateTime'];
      /** @enum {string} */
      outcome: 'signed_in' | 'wrong_password' | 'wrong_code' | 'locked';
      /** @description The browser lacked the device cookie of an earlier sign-in to this account */
      new_device: boolean;
    };
    LoginHistory: {
      data: components['schemas']['LoginEvent'][];
    };
    SecondFactors: {
      totp_enabled: boolean;
      /** Format: date-time */
      totp_enabled_at?: string | null;
      recovery_codes_left: number;
      /** @description The person's passkeys, oldest first (removed with the app, as the recovery codes) */
      passkeys: components['schemas']['Passkey'][];
    };
    LoginRequest: {
      email: string;
      password: string;
      /** @description Base64 ALTCHA solution payload */
      captcha: string;
    };
    /** @enum {string} */
    VerificationStatus: 'not_verified' | 'in_progress' | 'verified';
    User: {
      id: number;
      /** Format: email */
      email: string;
      /** @description Full name (individual) or company name (legal), once verification was submitted */
      name?: string | null;
      /** @enum {string} */
      role: 'user' | 'admin';
      locale: components['schemas']['Locale'];
      verification_status: components['schemas']['VerificationStatus'];
      /** @description Why the last submission was rejected */
      verification_reason: string | null;
      /** @enum {string|null} */
      user_type: 'individual' | 'legal' | null;
      /** @description False right after sign-up until /api/user/password-set */
      has_password: boolean;
      /**
       * @description True for an account made with a one-time password (an operator account created by the
       *     `admin:create` command): the person must set their own password (with the one-time password as
       *     `current_password`) before anything else; every other signed-in call answers 403 until then.
       */
      must_change_password: boolean;
      referral_code: string;
      created_at: components['schemas']['DateTime'];
    };
    /**
     * Format: date
     * @description A calendar day (Gregorian, ISO 8601); clients convert from the Persian calendar
     * @example 2025-03-21
     */
    Date: string;
    /**
     * @description A non-negative percentage as a decimal string (`0.1` is 0.1%), below 1000
     * @example 0.1
     */
    Percent: string;
    /**
     * @description A decimal string that may be negative
     * @example -0.42
     */
    SignedDecimal: string;
    /** @enum {string} */
    Currency: 'IRT' | 'USDT';
    /**
     * @description Blockchain network of USDT transfers
     * @enum {string}
     */
    Network: 'TRC20';
    /**
     * @description A query boolean, 1 for true and 0 for false
     * @enum {integer}
     */
    Flag: 0 | 1;
    /**
     * Format: binary
     * @description File content
     */
    Binary: Blob;
    /**
     * Format: email
     * @example sara@example.com
     */
    Email: string;
    /**
     * @description At least 8 characters. A password on the bundled list of common passwords (OWASP ASVS 6.2.4) is
     *     refused with 422 naming `password`.
     */
    NewPassword: string;
    /**
     * @description The 6-digit code from the email
     * @example 482913
     */
    OtpCode: string;
    /**
     * @description Iranian IBAN (Sheba), `IR` and 24 digits, checksum verified by the server
     * @example IR820540102680020817909002
     */
    Iban: string;
    /**
     * @description A TRC20 address
     * @example TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE
     */
    UsdtAddress: string;
    Count: {
      count: number;
    };
    /** @description A user as shown in admin lists */
    UserRef: {
      id: number;
      /** Format: email */
      email: string;
      name: string | null;
    };
    RegisterRequest: {
      email: components['schemas']['Email'];
      /** @description Referral code of the person who invited the user */
      ref_code?: string;
    };
    SignUpOtpRequest: {
      email: components['schemas']['Email'];
      /**
       * @description First send; 1 from the sign-up form, 0 for "resend code"
       * @enum {integer}
       */
      fs: 0 | 1;
    };
    OtpSent: {
      /** @example OTP sent successfully! Redirecting... */
      message: string;
      /**
       * @description Seconds before another code may be requested (the resend countdown)
       * @example 120
       */
      resend_in: number;
    };
    VerifyOtpRequest: {
      email: components['schemas']['Email'];
      code: components['schemas']['OtpCode'];
      /** @description Referral code of the person who invited the user */
      ref_code?: string | null;
    };
    ForgotPasswordCodeRequest: {
      email: components['schemas']['Email'];
    };
    ResetPasswordRequest: {
      email: components['schemas']['Email'];
      code: components['schemas']['OtpCode'];
      password: components['schemas']['NewPassword'];
      /** @description Must equal `password` ("Passwords must be same!") */
      password_confirmation: string;
    };
    PasswordSetRequest: {
      /**
       * @description Required when the account already has a password (`has_password`): changing a password asks
       *     for the current one (422 on `current_password` when missing or wrong). Not sent right after sign-up.
       */
      current_password?: string;
      password: components['schemas']['NewPassword'];
      /** @description Must equal `password` ("Passwords must be same!") */
      password_confirmation: string;
    };
    LocaleRequest: {
      locale: components['schemas']['Locale'];
    };
    /** @enum {string} */
    Gender: 'male' | 'female';
    /**
     * @description Phone number with its country code
     * @example +989121234567
     */
    Mobile: string;
    /** @description A stored upload; download it with `downloadFile` */
    UploadedFile: {
      id: number;
      /**
       * @description The form field it was uploaded as
       * @example national_card_front
       */
      field: string;
      original_name: string;
      /**
       * @description The sniffed type, not the one the client claimed
       * @example image/jpeg
       */
      content_type: string;
      /** @description Bytes */
      size: number;
      /** @example /api/files/42 */
      url: string;
      created_at: components['schemas']['DateTime'];
    };
    IndividualDetails: {
      /** @description The full name */
      first_name: string;
      national_code: string;
      birth_date: components['schemas']['Date'];
      gender: components['schemas']['Gender'];
      mobile: string;
    };
    SignatureHolder: {
      name: string;
      mobile: string;
      national_id_file: components['schemas']['UploadedFile'];
      birth_certificate_file: components['schemas']['UploadedFile'];
    };
    LegalDetails: {
      company_name: string;
      company_national_id: string;
      company_registration_number: string;
      address: string;
      signature_holders: components['schemas']['SignatureHolder'][];
    };
    /**
     * @description The user's identity verification. Files (national card, live video, company documents) are in
     *     `files`; signature holders' files sit with each holder.
     */
    Verification: {
      /** @description Submission id; null before anything was sent */
      id: number | null;
      /** @enum {string|null} */
      user_type: 'individual' | 'legal' | null;
      status: components['schemas']['VerificationStatus'];
      /** @description Why the last submission was rejected */
      reason: string | null;
      /** @description Legal-entity steps completed (0 to 3); 3 means submitted */
      legal_step: number;
      submitted_at: components['schemas']['DateTime'] | null;
      reviewed_at: components['schemas']['DateTime'] | null;
      individual: components['schemas']['IndividualDetails'] | null;
      legal: components['schemas']['LegalDetails'] | null;
      files: components['schemas']['UploadedFile'][];
    };
    IndividualVerificationRequest: {
      /**
       * @description The full name
       * @example سارا احمدی
       */
      first_name: string;
      /**
       * @description Iranian national ID, 10 digits, checksum verified by the server
       * @example 0012345679
       */
      national_code: string;
      birth_date: components['schemas']['Date'];
      gender: components['schemas']['Gender'];
      mobile: components['schemas']['Mobile'];
      /**
       * Format: binary
       * @description Photo of the national card's front (JPEG, PNG or WebP, up to 5 MB)
       */
      national_card_front: Blob;
      /**
       * Format: binary
       * @description Short selfie video (MP4 or WebM, up to 50 MB)
       */
      live_video: Blob;
    };
    LegalStep1Request: {
      /** @constant */
      user_type: 'legal';
      company_name: string;
      /**
       * @description National identifier of the company, 11 digits
       * @example 10101234567
       */
      company_national_id: string;
      /**
       * @description Registration number, 6 digits
       * @example 123456
       */
      company_registration_number: string;
      address: string;
    };
    SignatureHolderInput: {
      name: string;
      mobile: components['schemas']['Mobile'];
      /**
       * Format: binary
       * @description National ID card (JPEG, PNG, WebP or PDF, up to 5 MB)
       */
      national_id_file: Blob;
      /**
       * Format: binary
       * @description Birth certificate (JPEG, PNG, WebP or PDF, up to 5 MB)
       */
      birth_certificate_file: Blob;
    };
    LegalStep2Request: {
      signature_holders: components['schemas']['SignatureHolderInput'][];
    };
    LegalStep3Request: {
      /**
       * Format: binary
       * @description Latest announcement of board changes
       */
      board_changes_document: Blob;
      /**
       * Format: binary
       * @description Certificate of authorised signatures
       */
      signature_certificate: Blob;
      /**
       * Format: binary
       * @description Tether purchase request letter on letterhead, sealed, stating the destination wallet
       */
      request_letter: Blob;
    };
    Balance: {
      currency: components['schemas']['Currency'];
      /** @example USDT */
      symbol: string;
      available: components['schemas']['Amount'];
      locked: components['schemas']['Amount'];
      /** @description Available plus locked, in whole Toman at the desk's sell price (what selling it now would bring); null when the currency has no price yet */
      value_irt: components['schemas']['IrtAmount'] | null;
    };
    /** @description A house bank account to transfer Toman to */
    BankAccount: {
      id: number;
      /** @example شرکت صراف */
      holder: string;
      /** @example 0217909002 */
      account_number: string;
      iban: components['schemas']['Iban'];
      /** @example Melli */
      bank_name: string | null;
    };
    BankAccountInput: {
      holder: string;
      account_number: string;
      iban: components['schemas']['Iban'];
    };
    IrtDepositRequest: {
      amount: components['schemas']['IrtAmount'];
      /** @description The house account the money was sent to */
      bank_account_id: number;
      /** @description The bank's tracking number of the transfer */
      tracking_id?: string;
      /** @description Card, account number or IBAN the money came from */
      source_account?: string;
      source_account_name?: string;
      description?: string;
      /**
       * Format: binary
       * @description Photo or PDF of the bank receipt (JPEG, PNG, WebP or PDF, up to 5 MB)
       */
      receipt: Blob;
    };
    DepositAddress: {
      /** @constant */
      currency: 'USDT';
      network: components['schemas']['Network'];
      address: components['schemas']['UsdtAddress'];
      min_amount: components['schemas']['UsdtAmount'];
    };
    /** @description Exactly one of `iban` and `saved_iban_id`. */
    IrtWithdrawRequest: {
      amount: components['schemas']['IrtAmount'];
      iban?: components['schemas']['Iban'];
      saved_iban_id?: number;
      /**
       * @description The code the person's authenticator app shows now (Persian or Arabic digits and spaces are read
       *     too), or send `passkey` in its place. Required: a withdrawal without a good one is refused before
       *     anything is held (see the operation). Each code works once.
       * @example 492 817
       */
      totp_code?: string;
      passkey?: components['schemas']['PasskeyAssertion'];
    };
    /** @description Exactly one of `address` (with `network`) and `saved_address_id`. */
    UsdtWithdrawRequest: {
      /**
       * @description Tether with up to 3 decimals. The server checks the form itself, so anything else is a 422 on
       *     `amount` with the spec's words: "Please enter a valid number with up to 3 decimal places!"
       * @example 150.25
       */
      amount: string;
      network?: components['schemas']['Network'];
      address?: components['schemas']['UsdtAddress'];
      saved_address_id?: number;
      /**
       * @description The code the person's authenticator app shows now (Persian or Arabic digits and spaces are read
       *     too), or send `passkey` in its place. Required: a withdrawal without a good one is refused before
       *     anything is held (see the operation). Each code works once.
       * @example 492 817
       */
      totp_code?: string;
      passkey?: components['schemas']['PasskeyAssertion'];
    };
    SavedIban: {
      id: number;
      owner_name: string;
      iban: components['schemas']['Iban'];
      /** @description Derived from the IBAN */
      bank_name: string | null;
      created_at: components['schemas']['DateTime'];
      /**
       * Format: date-time
       * @description While secure-withdrawal mode is in force, when a withdrawal may first go here (saved plus the
       *     mode's wait); null when the mode is off
       */
      usable_at: string | null;
    };
    SavedIbanRequest: {
      owner_name: string;
      iban: components['schemas']['Iban'];
      /**
       * @description The authenticator app's current code (or send `passkey` in its place): required while
       *     secure-withdrawal mode is in force (422 on this field without a good one, counted toward the login
       *     lockout); ignored otherwise
       */
      totp_code?: string;
      passkey?: components['schemas']['PasskeyAssertion'];
    };
    SavedAddress: {
      id: number;
      label: string | null;
      network: components['schemas']['Network'];
      address: components['schemas']['UsdtAddress'];
      created_at: components['schemas']['DateTime'];
      /**
       * Format: date-time
       * @description While secure-withdrawal mode is in force, when a withdrawal may first go here (saved plus the
       *     mode's wait); null when the mode is off
       */
      usable_at: string | null;
    };
    SavedAddressRequest: {
      label?: string;
      network: components['schemas']['Network'];
      address: components['schemas']['UsdtAddress'];
      /**
       * @description The authenticator app's current code (or send `passkey` in its place): required while
       *     secure-withdrawal mode is in force (422 on this field without a good one, counted toward the login
       *     lockout); ignored otherwise
       */
      totp_code?: string;
      passkey?: components['schemas']['PasskeyAssertion'];
    };
    /** @enum {string} */
    WalletTransactionType: 'Deposit' | 'Withdraw';
    /** @enum {string} */
    WalletTransactionStatus: 'Approved' | 'Pending' | 'Rejected';
    /** @description A deposit or withdrawal. Fields that do not apply to its type and currency are null. */
    WalletTransaction: {
      id: number;
      type: components['schemas']['WalletTransactionType'];
      currency: components['schemas']['Currency'];
      /** @example IRT */
      symbol: string;
      /** @example /icons/irt.svg */
      icon: string;
      amount: components['schemas']['Amount'];
      status: components['schemas']['WalletTransactionStatus'];
      date: components['schemas']['DateTime'];
      /**
       * @description The available balance right after this transaction changed it: a withdrawal at its request (its
       *     amount is held from then on), a deposit at its approval. Null for a deposit not approved.
       */
      remained_balance: components['schemas']['Amount'] | null;
      source_account: string | null;
      source_account_name: string | null;
      tracking_id: string | null;
      dest_iban: string | null;
      dest_bank: string | null;
      /** @description USDT withdrawal destination */
      dest_address: string | null;
      network: components['schemas']['Network'] | null;
      description: string | null;
      /**
       * @description How a withdrawal is paid out
       * @example normal
       */
      withdrawal_type: string | null;
      /** @description Link to the payout receipt of a withdrawal */
      receipt_link: string | null;
      /** @description Link to the receipt the user uploaded with a deposit (`/api/files/{id}`) */
      deposit_receipt_link: string | null;
      /** @description Blockchain transaction hash of a USDT transfer */
      trx_hash: string | null;
      reject_reason: string | null;
      /** @description A withdrawal's fee (the network fee of a USDT withdrawal), taken from `amount`; null for a deposit */
      fee: components['schemas']['Amount'] | null;
      /** @description What arrives at the destination of a withdrawal, `amount` less `fee`; null for a deposit */
      received_amount: components['schemas']['Amount'] | null;
      /** @description When an operator approved (a withdrawal once paid out) or rejected it; null while Pending */
      reviewed_at: components['schemas']['DateTime'] | null;
    };
    /** @description What a withdrawal of one currency costs and how much may leave today */
    WithdrawTerms: {
      currency: components['schemas']['Currency'];
      /** @description The network of a USDT withdrawal; null for Toman */
      network: components['schemas']['Network'] | null;
      min_amount: components['schemas']['Amount'];
      /** @description Taken from each withdrawal's amount */
      fee: components['schemas']['Amount'];
      /** @description The person's daily withdrawal limit of this currency (their account type's, or their own) */
      daily_limit: components['schemas']['Amount'];
      /**
       * @description The person's daily withdrawal limit less today's pending and approved withdrawals (Tehran day), never
       *     above what their monthly limit leaves (getMyLimits has both)
       */
      remaining_today: components['schemas']['Amount'];
    };
    WithdrawTermsInput: {
      currency: components['schemas']['Currency'];
      min_amount: components['schemas']['Amount'];
      fee: components['schemas']['Amount'];
    };
    /** @description One balance movement (a ledger entry) */
    Transfer: {
      id: number;
      currency: components['schemas']['Currency'];
      /**
       * @description `withdraw` and `fee` of a withdrawal leave the available balance when it is requested (held until
       *     paid), `withdraw_release` returns them when it is rejected. `order_hold` holds what an order
       *     awaiting approval pays, `order_release` returns it when the order is cancelled or fills (a fill
       *     then moves its final figures as `buy`/`sell` and `fee`).
       * @enum {string}
       */
      kind:
        | 'deposit'
        | 'withdraw'
        | 'withdraw_release'
        | 'buy'
        | 'sell'
        | 'fee'
        | 'order_hold'
        | 'order_release'
        | 'referral_reward'
        | 'adjustment';
      /** @enum {string} */
      direction: 'in' | 'out';
      amount: components['schemas']['Amount'];
      balance_after: components['schemas']['Amount'];
      order_id: number | null;
      wallet_transaction_id: number | null;
      description: string | null;
      created_at: components['schemas']['DateTime'];
    };
    /** @description A market pair. Field names follow the original client (mixed case on purpose). */
    Market: {
      /** @example Tether */
      name: string;
      /**
       * @description BASE/QUOTE
       * @example USDT/IRT
       */
      pair: string;
      baseIcon: string;
      quoteIcon: string;
      /** @example USDT */
      baseSymbol: string;
      /** @example IRT */
      quoteSymbol: string;
      buy_price: components['schemas']['Amount'];
      sell_price: components['schemas']['Amount'];
      priceChange: components['schemas']['SignedDecimal'];
      /** @description Traded base volume over the last 24 hours */
      volume: components['schemas']['Amount'];
      availability: components['schemas']['MarketAvailability'];
    };
    /**
     * @description Whether the desk quotes on the market now, per side, and why not. A quote asked while a side is
     *     unavailable answers 409 with the same reason; screens show it before anyone asks.
     */
    MarketAvailability: {
      /** @description A person can get a Buy price now (buying is on and the market is not paused) */
      buy: boolean;
      /** @description A person can get a Sell price now */
      sell: boolean;
      /** @description Why the desk quotes nothing at all now; null while it quotes */
      paused: components['schemas']['MarketPause'] | null;
    };
    MarketPause: {
      /**
       * @description `halted`: an operator halted the market (see `note`). `feed_stale`: the market is priced from the
       *     reference feed and its newest reading is older than the settings allow. `feed_diverged`: the
       *     reference sources disagree by more than the settings allow
       * @enum {string}
       */
      reason: 'halted' | 'feed_stale' | 'feed_diverged';
      /** @description The operator's note of a halt; null otherwise */
      note: string | null;
      /**
       * Format: date-time
       * @description When the halt began, or the time of the last usable reference; null when there never was one
       */
      since: string | null;
    };
    FeeTierStatus: {
      fee_percent: components['schemas']['Percent'];
      volume_30d: components['schemas']['IrtAmount'];
      tiers: components['schemas']['FeeTier'][];
      /** @description The next lower fee and the volume it needs; null on the lowest tier */
      next_tier: components['schemas']['FeeTier'] | null;
    };
    PricePoint: {
      at: components['schemas']['DateTime'];
      buy_price: components['schemas']['Amount'];
      sell_price: components['schemas']['Amount'];
    };
    /** @enum {string} */
    OrderSide: 'Buy' | 'Sell';
    /** @enum {string} */
    OrderStatus: 'Processing' | 'Filled' | 'Cancelled';
    QuoteRequest: {
      /** @example USDT/IRT */
      pair: string;
      side: components['schemas']['OrderSide'];
      /**
       * @description What the user pays; quote currency for Buy, base currency for Sell
       * @example 50000000
       */
      amount: components['schemas']['Amount'];
    };
    /**
     * @description A price locked for `valid_seconds`. The desk keeps its books in Toman, so the fee is in Toman on both
     *     sides, `fee` percent from the user's tier (30-day volume):
     *     - Buy: the user pays `amount` Toman; `fee_value` = floor(amount x fee / 100) in whole Toman; `quantity`
     *       = `total` = floor((amount - fee_value) / price) to 6 decimals of Tether.
     *     - Sell: the user pays `amount` = `quantity` Tether; value = quantity x price; `fee_value` =
     *       floor(value x fee / 100); `total` = floor(value) - fee_value, whole Toman.
     *     `price` is the desk's `buy_price` for Buy and `sell_price` for Sell at the moment of the quote.
     */
    Quote: {
      /** Format: uuid */
      id: string;
      /** @example USDT/IRT */
      pair: string;
      side: components['schemas']['OrderSide'];
      /** @description What the user pays */
      amount: components['schemas']['Amount'];
      /** @description Locked price of one base unit in the quote currency */
      price: components['schemas']['Amount'];
      /** @description Base (USDT) quantity traded */
      quantity: components['schemas']['UsdtAmount'];
      fee_value: components['schemas']['Amount'];
      fee: components['schemas']['Percent'];
      /** @description What the user receives after the fee */
      total: components['schemas']['Amount'];
      /** @description Above the approval limit; the order will wait for admin and user approval */
      approval_required: boolean;
      expires_at: components['schemas']['DateTime'];
      /** @example 30 */
      valid_seconds: number;
    };
    PlaceOrderRequest: {
      /** Format: uuid */
      quote_id: string;
    };
    OrderIdRequest: {
      order_id: number;
    };
    /**
     * @description A buy or sell. For Buy, `amount` (quote currency) is paid and `total` (base currency) received; for Sell
     *     the reverse. `received` and `paid` state it explicitly. `final_price`/`final_quantity` are set by an
     *     admin on orders above the approval limit; from then on `paid`, `received` and `fee_value` are the
     *     figures the order fills at (never more than was held; the rest is released on fill):
     *     - Buy: the user receives final_quantity; cost = ceil(final_quantity x final_price) whole Toman; `paid`
     *       is the least whole Toman whose net after the fee (paid - floor(paid x fee / 100)) covers the cost.
     *     - Sell: the user pays final_quantity Tether; value = final_quantity x final_price; `fee_value` =
     *       floor(value x fee / 100); `received` = floor(value) - fee_value.
     *     `amount`, `total` and `price` stay the quote's.
     */
    Order: {
      id: number;
      status: components['schemas']['OrderStatus'];
      side: components['schemas']['OrderSide'];
      /** @example USDT/IRT */
      pair: string;
      /** @example USDT */
      base_symbol: string;
      /** @example IRT */
      quote_symbol: string;
      base_currency_icon: string;
      quote_currency_icon: string;
      total: components['schemas']['Amount'];
      amount: components['schemas']['Amount'];
      price: components['schemas']['Amount'];
      fee_value: components['schemas']['Amount'];
      fee: components['schemas']['Percent'];
      date: components['schemas']['DateTime'];
      approval_required: boolean;
      admin_approved: boolean;
      user_approved: boolean;
      /** @description What the user receives (base for Buy, quote for Sell) */
      received: components['schemas']['Amount'];
      /** @description What the user pays (quote for Buy, base for Sell) */
      paid: components['schemas']['Amount'];
      final_price: components['schemas']['Amount'] | null;
      final_quantity: components['schemas']['UsdtAmount'] | null;
      admin_note: string | null;
      /**
       * @description For an order awaiting approval, when it is cancelled and its hold released if it is still not
       *     approved by both sides (settings `approval_timeout_minutes` after it was placed); null otherwise.
       */
      approval_expires_at?: components['schemas']['DateTime'] | null;
    };
    ReportRequest: {
      from: components['schemas']['Date'];
      to: components['schemas']['Date'];
    };
    Report: {
      id: number;
      from: components['schemas']['Date'];
      to: components['schemas']['Date'];
      /** @enum {string} */
      status: 'pending' | 'ready' | 'failed';
      /** @example sarraf-report-2025-01-01-2025-01-31.xlsx */
      file_name: string | null;
      /** @description Bytes, once ready */
      size: number | null;
      created_at: components['schemas']['DateTime'];
      ready_at: components['schemas']['DateTime'] | null;
      /**
       * @description Percent of the rows written while `pending` and being written; null before the job takes it up and
       *     once it has ended.
       */
      progress: number | null;
    };
    /** @description Earnings are paid in `currency` */
    ReferralSummary: {
      total_referrals: number;
      total_earnings: components['schemas']['Amount'];
      /** @description Earnings of the current calendar month */
      month_earnings: components['schemas']['Amount'];
      currency: components['schemas']['Currency'];
      /** @example SARA42 */
      referral_code: string;
      /**
       * @description Absolute sign-up link carrying the code
       * @example https://sarraf.ir/sign-up?ref=SARA42
       */
      referral_link: string;
    };
    Referral: {
      id: number;
      /**
       * @description Masked email or name of the invited person (privacy)
       * @example sa***@example.com
       */
      name: string;
      joined_at: components['schemas']['DateTime'];
      earned_amount: components['schemas']['Amount'];
      /** @description Traded in the last 30 days */
      is_active: boolean;
    };
    /** @description Title and body are in the user's language */
    Notification: {
      id: number;
      /**
       * @description What happened; a client shows a kind it does not know with a general look
       * @enum {string}
       */
      kind:
        | 'deposit_approved'
        | 'withdraw_paid'
        | 'withdraw_rejected'
        | 'verification_approved'
        | 'verification_rejected'
        | 'order_filled'
        | 'order_awaiting_approval'
        | 'order_awaiting_answer'
        | 'order_rejected'
        | 'order_expired'
        | 'new_device_sign_in'
        | 'password_changed'
        | 'password_reset'
        | 'second_factor_added'
        | 'recovery_code_used'
        | 'withdrawal_requested'
        | 'anti_phishing_phrase_changed'
        | 'destination_saved'
        | 'second_factor_removed'
        | 'secure_withdrawals_on'
        | 'secure_withdrawals_ending'
        | 'factor_recovery_requested'
        | 'factor_recovery_approved'
        | 'factor_recovery_rejected'
        | 'desk_prices_paused'
        | 'desk_prices_resumed';
      title: string;
      body: string;
      /** @description App path to open, e.g. `/orders/12/details` */
      link: string | null;
      read_at: components['schemas']['DateTime'] | null;
      created_at: components['schemas']['DateTime'];
    };
    LedgerCheck: {
      /** @description True when no invariant is broken */
      consistent: boolean;
      /** @description What breaks an invariant (at most 50 per invariant), in English for the engineers */
      findings: {
        /** @example balance_matches_entries */
        invariant: string;
        detail: string;
      }[];
      /** @description Negative mirrors money outside the books (bank, chain) */
      house_balances: {
        /** @example fees */
        house: string;
        currency: components['schemas']['Currency'];
        balance: string;
      }[];
    };
    ReasonRequest: {
      /** @description Shown to the user */
      reason: string;
    };
    AdminVerificationSummary: {
      id: number;
      user: components['schemas']['UserRef'];
      /** @enum {string} */
      user_type: 'individual' | 'legal';
      status: components['schemas']['VerificationStatus'];
      submitted_at: components['schemas']['DateTime'];
    };
    /** @description A submission as an admin sees it */
    AdminVerification: components['schemas']['Verification'] & {
      user: components['schemas']['UserRef'];
    };
    AdminWalletTransaction: components['schemas']['WalletTransaction'] & {
      user: components['schemas']['UserRef'];
      /**
       * @description A Toman deposit declared over the person's deposit limit (taken all the same: the money was
       *     sent): which limit it passed and that limit's amount in Toman; null otherwise
       */
      over_limit: {
        /** @enum {string} */
        period: 'daily' | 'monthly';
        limit: components['schemas']['Amount'];
      } | null;
      /**
       * @description What was unusual when the withdrawal was requested (empty for a deposit and for an ordinary
       *     withdrawal): the person's first withdrawal; a destination never paid out to before (`at`:
       *     when it was saved, if it is saved); a password reset or change, a recovery code used or an
       *     anti-phishing phrase change in the 72 hours before (`at`: the latest); a
       *     sign-in from a new browser in the 24 hours before (`at`: the latest); an amount above three
       *     times the median of the person's withdrawals of that currency in the 90 days before
       *     (`median`).
       */
      risk_signs: components['schemas']['WithdrawalRiskSign'][];
    };
    WithdrawalRiskSign: {
      /** @enum {string} */
      kind: 'first_withdrawal' | 'new_destination' | 'security_change' | 'new_device' | 'large_amount';
      /** Format: date-time */
      at: string | null;
      median: components['schemas']['Amount'] | null;
    };
    ApproveWalletTransactionRequest: {
      /** @description Bank tracking number of an IRT payout */
      tracking_id?: string;
      /** @description Blockchain hash of a USDT payout */
      trx_hash?: string;
      note?: string;
    };
    AdminOrder: components['schemas']['Order'] & {
      user: components['schemas']['UserRef'];
    };
    /**
     * @description Both figures are optional: a missing final_price keeps the quote's price; a missing final_quantity is
     *     the most the held amount covers at the final price (Buy) or the quote's quantity (Sell). A quantity
     *     that would make the user pay more than was held answers 422 on `final_quantity`.
     */
    AdminApproveOrderRequest: {
      final_price?: components['schemas']['Amount'];
      final_quantity?: components['schemas']['UsdtAmount'];
      /** @description Shown to the user as the admin note */
      note?: string;
    };
    AdminRejectOrderRequest: {
      /** @description Shown to the user as the admin note */
      note: string;
    };
    AdminMarketPrice: {
      controls: components['schemas']['MarketControls'];
      /** @description The reference in force (automatic pricing), null when the feed never priced the market */
      reference: components['schemas']['PriceReference'] | null;
      /** @example USDT/IRT */
      pair: string;
      buy_price: components['schemas']['Amount'];
      sell_price: components['schemas']['Amount'];
      updated_at: components['schemas']['DateTime'];
      updated_by: components['schemas']['UserRef'] | null;
    };
    SetMarketPriceRequest: {
      buy_price: components['schemas']['Amount'];
      sell_price: components['schemas']['Amount'];
      /**
       * @description The operator confirms a price further than the settings' `price_confirm_percent` from the one in
       *     force (on either side): without it such a price answers 422 on the side that moved, saying how far
       *     it is; with it the price is set and the audit entry says it was confirmed
       */
      confirm_far_price?: boolean;
    };
    /** @description What the desk allows on a market besides its price */
    MarketControls: {
      pricing_mode: components['schemas']['PricingMode'];
      buy_spread_bps: components['schemas']['SpreadBps'];
      sell_spread_bps: components['schemas']['SpreadBps'];
      /** @description People may buy (the desk sells) */
      buy_enabled: boolean;
      /** @description People may sell (the desk buys) */
      sell_enabled: boolean;
      /** @description No quotes at all while halted; a quote made before answers 409 when placed */
      halted: boolean;
      /** Format: date-time */
      halted_at: string | null;
      /** @description What the person reads when a quote is refused */
      halt_note: string | null;
      /** @description The least Toman value of an order (a Buy's amount, a Sell's value) */
      min_order_value: components['schemas']['IrtAmount'];
      /** @description The most Toman value of an order, never below the approval limit; null for none */
      max_order_value: components['schemas']['IrtAmount'] | null;
    };
    MarketControlsUpdate: {
      pricing_mode?: components['schemas']['PricingMode'];
      buy_spread_bps?: components['schemas']['SpreadBps'];
      sell_spread_bps?: components['schemas']['SpreadBps'];
      buy_enabled?: boolean;
      sell_enabled?: boolean;
      halted?: boolean;
      /** @description Required (not blank) when halting */
      halt_note?: string;
      min_order_value?: components['schemas']['IrtAmount'];
      max_order_value?: components['schemas']['IrtAmount'] | null;
    };
    /**
     * @description `manual`: the desk's prices are the ones an operator sets. `automatic`: every turn of the reference feed
     *     sets them, the buy price the reference ask plus `buy_spread_bps` rounded up to the pair's scale, the
     *     sell price the reference bid minus `sell_spread_bps` rounded down; the market is paused while the
     *     reference is older than `feed_max_age_seconds` or its sources disagree by more than
     *     `feed_divergence_percent` (settings), and operators are told (bell and mail)
     * @enum {string}
     */
    PricingMode: 'manual' | 'automatic';
    /**
     * @description A spread in basis points of the reference (100 = 1%)
     * @example 50
     */
    SpreadBps: number;
    /** @description The reference the desk prices an automatic market from, as the feed last read it */
    PriceReference: {
      bid: components['schemas']['Amount'];
      ask: components['schemas']['Amount'];
      sources: ('nobitex' | 'wallex')[];
      /** @description The oldest of the combined readings' own times */
      source_time: components['schemas']['DateTime'];
      age_seconds: number;
      /** @enum {string} */
      state: 'fresh' | 'stale' | 'diverged';
      /** @description How far apart the sources' mids are while `diverged`; null otherwise */
      diverged_percent: string | null;
    };
    TradingGuards: {
      /**
       * @description An automatic market pauses when its reference is older than this
       * @example 60
       */
      feed_max_age_seconds: number;
      /**
       * @description An automatic market pauses when its reference sources' mids differ by more than this
       * @example 10
       */
      feed_divergence_percent: components['schemas']['Percent'];
      /**
       * @description A quote is refused when placed if the desk's price for its side moved more than this since the
       *     quote was made, in either direction (409 "the price moved")
       * @example 1
       */
      quote_guard_percent: components['schemas']['Percent'];
      /**
       * @description An operator's price further than this from the one in force needs `confirm_far_price`
       * @example 5
       */
      price_confirm_percent: components['schemas']['Percent'];
    };
    TradingGuardsUpdate: {
      quote_guard_percent?: components['schemas']['Percent'];
      price_confirm_percent?: components['schemas']['Percent'];
      feed_max_age_seconds?: number;
      feed_divergence_percent?: components['schemas']['Percent'];
    };
    /** @description The fee for users whose 30-day traded volume (in Toman) is at least `min_volume` */
    FeeTier: {
      min_volume: components['schemas']['IrtAmount'];
      fee_percent: components['schemas']['Percent'];
    };
    /**
     * @description What a person's limit counts: Toman deposits, Toman withdrawals, Tether withdrawals (in USDT), or the
     *     Toman value of trades
     * @enum {string}
     */
    LimitKind: 'irt_deposit' | 'irt_withdrawal' | 'usdt_withdrawal' | 'trade_value';
    /**
     * @description An individual, or a company (legal person), by the person's approved verification
     * @enum {string}
     */
    AccountType: 'individual' | 'legal';
    /** @description A day's and a month's amount; the month's is never below the day's */
    LimitAmounts: {
      daily: components['schemas']['Amount'];
      monthly: components['schemas']['Amount'];
    };
    /** @description What a kind of account may move a day and a month (Toman, or USDT for Tether withdrawals) */
    AccountLimit: {
      account_type: components['schemas']['AccountType'];
      kind: components['schemas']['LimitKind'];
      daily: components['schemas']['Amount'];
      monthly: components['schemas']['Amount'];
    };
    PersonLimit: {
      kind: components['schemas']['LimitKind'];
      currency: components['schemas']['Currency'];
      daily: components['schemas']['Amount'];
      monthly: components['schemas']['Amount'];
      used_today: components['schemas']['Amount'];
      used_this_month: components['schemas']['Amount'];
      /** @description What may still move today, the month's remainder included (never above it) */
      remaining_today: components['schemas']['Amount'];
      remaining_this_month: components['schemas']['Amount'];
      /** @description Midnight in Tehran */
      day_resets_at: components['schemas']['DateTime'];
      /** @description The first of the next Persian month, midnight in Tehran */
      month_resets_at: components['schemas']['DateTime'];
      /** @description True when an operator set this person's own amounts in place of their account type's */
      own: boolean;
    };
    AdminPersonLimits: {
      email: string;
      account_type: components['schemas']['AccountType'];
      data: (components['schemas']['PersonLimit'] & {
        /** @description Why an operator set this person's own amounts; null without them */
        override_note: string | null;
        override_set_at: components['schemas']['DateTime'] | null;
      })[];
    };
    Settings: {
      trading_guards: components['schemas']['TradingGuards'];
      /** @description Each account type's daily and monthly limit of each kind; a person may have their own */
      account_limits: components['schemas']['AccountLimit'][];
      /** @description Orders paying more than this many Toman need admin approval */
      approval_limit: components['schemas']['IrtAmount'];
      /** @example 30 */
      quote_valid_seconds: number;
      /**
       * @description An order awaiting approval longer than this is cancelled and its hold released
       * @example 1440
       */
      approval_timeout_minutes: number;
      /**
       * @description The share of the trading fees a person's referrals pay that the person earns (0 to 100), credited
       *     in Toman from the fee revenue when the order fills
       * @example 20
       */
      referral_share_percent: components['schemas']['Percent'];
      /**
       * @description A generated report is deleted this many hours after it was ready
       * @example 72
       */
      report_retention_hours: number;
      fee_tiers: components['schemas']['FeeTier'][];
      bank_accounts: components['schemas']['BankAccount'][];
      /** @description Per currency; `daily_limit` and `remaining_today` are an individual's withdrawal limit here */
      withdraw_terms: components['schemas']['WithdrawTerms'][];
      security: components['schemas']['SecuritySettings'];
    };
    /**
     * @description How long an account's guards last. The three times are the desk's to set here. A hold, the end of a
     *     secure-withdrawal mode being turned off and a freeze link take the time when they start and keep their
     *     end; a saved destination's wait is counted from when it was saved with the time set now. The sign-in
     *     counts are the deployment's (server configuration), shown so the operator can tell a person what to
     *     expect.
     */
    SecuritySettings: {
      /**
       * @description Withdrawals are refused this long after a password reset or change, a second factor added again
       *     or removed, or a recovery code used
       * @example 24
       */
      withdrawal_hold_hours: number;
      /**
       * @description In secure-withdrawal mode, how long a newly saved destination waits before it can be used, and
       *     how long turning the mode off takes
       * @example 24
       */
      secure_withdrawal_wait_hours: number;
      /**
       * @description How long the "this was not me" link of a security mail works
       * @example 24
       */
      freeze_link_hours: number;
      /**
       * @description How long an emailed code works (configuration)
       * @example 10
       */
      readonly code_valid_minutes: number;
      /**
       * @description Wrong tries an emailed code allows before a new one must be asked for (configuration)
       * @example 5
       */
      readonly code_tries: number;
      /**
       * @description Wrong passwords or second-factor codes that lock an email's sign-in (configuration)
       * @example 5
       */
      readonly lockout_failures: number;
      /**
       * @description How long that lock lasts (configuration)
       * @example 15
       */
      readonly lockout_minutes: number;
    };
    SecuritySettingsUpdate: {
      withdrawal_hold_hours?: number;
      secure_withdrawal_wait_hours?: number;
      freeze_link_hours?: number;
    };
    SettingsUpdate: {
      approval_limit?: components['schemas']['IrtAmount'];
      quote_valid_seconds?: number;
      approval_timeout_minutes?: number;
      referral_share_percent?: components['schemas']['Percent'];
      report_retention_hours?: number;
      fee_tiers?: components['schemas']['FeeTier'][];
      bank_accounts?: components['schemas']['BankAccountInput'][];
      withdraw_terms?: components['schemas']['WithdrawTermsInput'][];
      /** @description Every account type and kind (eight entries), replaced whole */
      account_limits?: components['schemas']['AccountLimit'][];
      security?: components['schemas']['SecuritySettingsUpdate'];
      trading_guards?: components['schemas']['TradingGuardsUpdate'];
    };
    AuditEntry: {
      id: number;
      actor: components['schemas']['UserRef'] | null;
      /** @example order.admin_approve */
      action: string;
      /** @example order */
      subject_type: string | null;
      subject_id: string | null;
      /** @description Action-specific values (old and new values of a change) */
      details: {
        [key: string]: unknown;
      };
      ip: string | null;
      created_at: components['schemas']['DateTime'];
    };
    /** @enum {string} */
    FactorRecoveryStatus: 'pending' | 'approved' | 'rejected';
    FactorRecoveryRequestForm: {
      /**
       * Format: binary
       * @description A new short selfie video (MP4 or WebM, up to 50 MB), as at identity verification
       */
      live_video: Blob;
      /** @description What happened to the app and the codes, for the operator (optional) */
      note?: string;
    };
    FactorRecoveryRequestSent: {
      id: number;
      status: components['schemas']['FactorRecoveryStatus'];
      created_at: components['schemas']['DateTime'];
    };
    FactorRecoveryApproveRequest: {
      /** @description What the operator compared and why it is the same person (kept in the audit log) */
      note: string;
    };
    AdminFactorRecoverySummary: {
      id: number;
      user: components['schemas']['UserRef'];
      status: components['schemas']['FactorRecoveryStatus'];
      created_at: components['schemas']['DateTime'];
    };
    /** @description A request to replace a lost second factor, as an operator reviews it */
    AdminFactorRecovery: components['schemas']['AdminFactorRecoverySummary'] & {
      /** @description The person's own words, if they wrote any */
      note: string | null;
      live_video: components['schemas']['UploadedFile'];
      /**
       * @description The files of the person's verified identity submission (the national card's photo and the
       *     live video of an individual), to compare with; empty when the person was never verified
       */
      verified_files: components['schemas']['UploadedFile'][];
      /**
       * Format: date-time
       * @description When that submission was approved
       */
      verified_at: string | null;
      /** Format: date-time */
      decided_at: string | null;
      decided_by: components['schemas']['UserRef'] | null;
      /** @description The approval's note or the rejection's reason */
      decision_note: string | null;
    };
    DeskDay: {
      /** @description Midnight in Tehran, the start of the day counted */
      day_started_at: components['schemas']['DateTime'];
      /** @description Every market that can trade, with zeros when nothing filled */
      markets: components['schemas']['DeskDayMarket'][];
      /** @description The day's 24 hours from midnight in Tehran, each with what filled in it */
      hours: components['schemas']['DeskDayHour'][];
    };
    DeskDayMarket: {
      /** @example USDT/IRT */
      pair: string;
      /** @description Orders filled today */
      orders: number;
      /** @description The base currency the desk bought from people (their sells) */
      bought: components['schemas']['Amount'];
      /** @description The base currency the desk sold to people (their buys) */
      sold: components['schemas']['Amount'];
      /** @description Bought less sold, in the base currency (negative when the desk sold more) */
      net_position: components['schemas']['SignedDecimal'];
      /** @description The quote currency people paid the desk (buys, fees included) */
      quote_in: components['schemas']['Amount'];
      /** @description The quote currency the desk paid people (sells, net of fees) */
      quote_out: components['schemas']['Amount'];
      /** @description Fees taken, in the quote currency */
      fees: components['schemas']['Amount'];
      /**
       * @description The spread captured on the orders priced from a reference, in the quote currency, whole (negative
       *     when prices were inside the reference's mid)
       */
      spread: components['schemas']['SignedDecimal'];
      /** @description How many of today's orders were priced from a reference (the spread counts those) */
      priced_from_reference: number;
    };
    DeskDayHour: {
      starts_at: components['schemas']['DateTime'];
      orders: number;
      /** @description Fees taken in the hour, in Toman */
      fees: components['schemas']['Amount'];
      /** @description The Toman value of the orders filled in the hour */
      volume: components['schemas']['Amount'];
    };
    /** @description The desk's stock of one currency (its inventory), in that currency */
    DeskStock: {
      currency: components['schemas']['Currency'];
      balance: components['schemas']['Amount'];
      /** @description What large orders the desk approved will pay out, kept until they fill or are cancelled */
      reserved: components['schemas']['Amount'];
      /** @description What the desk keeps back and never pays out */
      floor: components['schemas']['Amount'];
      /** @description What the desk can pay out now */
      available: components['schemas']['Amount'];
    };
    StockFloorUpdate: {
      currency: components['schemas']['Currency'];
      /** @description What the desk keeps back of the currency; 0 for none */
      floor: components['schemas']['Amount'];
    };
    /** @enum {string} */
    TreasuryMoveStatus: 'pending' | 'approved' | 'rejected';
    /**
     * @description `in`: from the bank or hot wallet into the stock; `out`: from the stock back
     * @enum {string}
     */
    TreasuryMoveDirection: 'in' | 'out';
    TreasuryMoveRequest: {
      currency: components['schemas']['Currency'];
      direction: components['schemas']['TreasuryMoveDirection'];
      /** @description Positive; whole Toman, or Tether to 6 decimals */
      amount: components['schemas']['Amount'];
      /** @description Why (the approving operator reads it) */
      note: string;
    };
    TreasuryMove: {
      id: number;
      currency: components['schemas']['Currency'];
      direction: components['schemas']['TreasuryMoveDirection'];
      amount: components['schemas']['Amount'];
      note: string;
      status: components['schemas']['TreasuryMoveStatus'];
      proposed_by: components['schemas']['UserRef'];
      proposed_at: components['schemas']['DateTime'];
      decided_by: components['schemas']['UserRef'] | null;
      /** Format: date-time */
      decided_at: string | null;
      /** @description The rejection's reason */
      decision_note: string | null;
    };
  };
  responses: {
    /** @description Malformed request (a body that is not valid JSON or not a well-formed form, or a path that is not validly percent-encoded) */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No valid session */
    Unauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Not allowed (missing X-Requested-With, foreign Origin, or the wrong role) */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No such resource, or not yours */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The input is not acceptable (invalid or unknown fields); `errors` names the fields */
    ValidationFailed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Rate limited; retry after the given seconds */
    TooManyRequests: {
      headers: {
        /** @description Seconds to wait */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The body or an uploaded file is too large */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The body is not of the operation's media type (a form or text sent to a JSON operation, or anything but a form to an upload) */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /**
     * @description The server cannot answer right now (the database is busy: a transaction kept meeting others and was given
     *     up after its retries, or no connection was free); try again after `Retry-After` seconds
     */
    Unavailable: {
      headers: {
        /** @description Seconds to wait */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Declared in the contract, not implemented yet */
    NotImplemented: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Not possible in the resource's current state (e.g. an expired or used quote, an order no longer awaiting approval, a report not ready yet) */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: {
    /** @description Language of server messages; default fa. */
    XLocale: components['schemas']['Locale'];
    /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
    XRequestedWith: 'XMLHttpRequest';
    /**
     * @description One key per user action that moves money (a UUID is fine), sent again unchanged when the action is
     *     retried: the answer is then the first one, and the money moves once.
     */
    IdempotencyKey: string;
    /** @description 1-based page number */
    Page: number;
    /** @description Numeric id */
    Id: number;
    /** @description Market pair with a dash instead of the slash (`USDT-IRT`) */
    Pair: string;
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
        'X-Locale'?: components['parameters']['XLocale'];
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
          'application/json': components['schemas']['CaptchaChallenge'];
        };
      };
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
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
          'application/json': components['schemas']['User'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequest'];
      };
    };
    responses: {
      /**
       * @description Logged in (the session cookie is set), or, for an account with a second factor, the password was
       *     right and the code is asked next (`second_factor_required`; the pending-login cookie is set)
       */
      200: {
        headers: {
          /** @description The new session cookie, or the pending-login cookie */
          'Set-Cookie'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResult'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  loginSecondFactor: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SecondFactorLoginRequest'];
      };
    };
    responses: {
      /** @description Logged in; the session cookie is set and the pending login is spent */
      200: {
        headers: {
          /** @description The new session cookie */
          'Set-Cookie'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Redirect'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  startPasskeyLogin: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The options for the browser's passkey prompt */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyRequestOptions'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  requestFactorRecovery: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['FactorRecoveryRequestForm'];
      };
    };
    responses: {
      /** @description The request waits for the desk; the pending login is spent */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FactorRecoveryRequestSent'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
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
          'application/json': components['schemas']['Redirect'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['Unavailable'];
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterRequest'];
      };
    };
    responses: {
      /** @description Code sent; continue on the OTP screen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Redirect'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
      503: components['responses']['Unavailable'];
    };
  };
  sendSignUpOtp: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignUpOtpRequest'];
      };
    };
    responses: {
      /** @description Code sent */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OtpSent'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  verifySignUpOtp: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifyOtpRequest'];
      };
    };
    responses: {
      /** @description Verified and signed in; the session cookie is set */
      200: {
        headers: {
          /** @description The new session cookie */
          'Set-Cookie'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Redirect'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  sendForgotPasswordCode: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ForgotPasswordCodeRequest'];
      };
    };
    responses: {
      /** @description Code sent if the account exists */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OtpSent'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  freezeWithdrawals: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Withdrawals stopped; what to do next is the page's */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            frozen_at: components['schemas']['DateTime'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  resetForgottenPassword: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordRequest'];
      };
    };
    responses: {
      /** @description Password replaced */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Redirect'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  setPassword: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordSetRequest'];
      };
    };
    responses: {
      /** @description Password set; continue to the panel */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Redirect'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  listSessions: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The live sessions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionList'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  endOtherSessions: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every other session ended */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  endSession: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path: {
        /** @description Numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ended */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  getLoginHistory: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The sign-ins, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginHistory'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  getSecondFactors: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Whether an authenticator app is set up, and how many recovery codes are left */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecondFactors'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  startTotpEnrolment: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordConfirmRequest'];
      };
    };
    responses: {
      /** @description The secret to add to an authenticator app */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TotpEnrolment'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  confirmTotpEnrolment: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TotpCodeRequest'];
      };
    };
    responses: {
      /** @description The second factor is on; the recovery codes, shown once */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecoveryCodes'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  removeTotpFactor: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RemoveTotpRequest'];
      };
    };
    responses: {
      /** @description The app is off */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  startPasskeyRegistration: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyRegistrationStart'];
      };
    };
    responses: {
      /** @description The options for the browser's passkey prompt */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyCreationOptions'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  finishPasskeyRegistration: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyRegistrationFinish'];
      };
    };
    responses: {
      /** @description The passkey is saved and works from now on for sign-in */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Passkey'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  renamePasskey: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path: {
        passkeyId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyName'];
      };
    };
    responses: {
      /** @description The passkey with its new name */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Passkey'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  removePasskey: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path: {
        passkeyId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RemoveTotpRequest'];
      };
    };
    responses: {
      /** @description The passkey is removed */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  startPasskeyConfirmation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The options for the browser's passkey prompt */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyRequestOptions'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['Unavailable'];
    };
  };
  getAntiPhishingPhrase: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Whether a phrase is set, and since when */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AntiPhishingPhrase'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  setAntiPhishingPhrase: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AntiPhishingPhraseRequest'];
      };
    };
    responses: {
      /** @description The phrase is set (or removed) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AntiPhishingPhrase'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  getSecureWithdrawals: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The mode as it stands */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecureWithdrawals'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  setSecureWithdrawals: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SecureWithdrawalsRequest'];
      };
    };
    responses: {
      /** @description The mode after the change */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecureWithdrawals'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  setLocale: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LocaleRequest'];
      };
    };
    responses: {
      /** @description The user with the new locale */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  getVerification: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The current submission */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Verification'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  submitIndividualVerification: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['IndividualVerificationRequest'];
      };
    };
    responses: {
      /** @description Submitted for review */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Verification'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  submitLegalVerificationStep1: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['LegalStep1Request'];
      };
    };
    responses: {
      /** @description Step 1 saved (`legal_step` is 1) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Verification'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  submitLegalVerificationStep2: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['LegalStep2Request'];
      };
    };
    responses: {
      /** @description Step 2 saved (`legal_step` is 2) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Verification'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  submitLegalVerificationStep3: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['LegalStep3Request'];
      };
    };
    responses: {
      /** @description Submitted for review (`legal_step` is 3) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Verification'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  downloadFile: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path: {
        /** @description Numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file */
      200: {
        headers: {
          /** @description Always `attachment; filename="..."` */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': components['schemas']['Binary'];
          'image/png': components['schemas']['Binary'];
          'image/webp': components['schemas']['Binary'];
          'application/pdf': components['schemas']['Binary'];
          'video/mp4': components['schemas']['Binary'];
          'video/webm': components['schemas']['Binary'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  getBalances: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One balance per currency */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "currency": "IRT",
           *           "symbol": "IRT",
           *           "available": "125000000",
           *           "locked": "0",
           *           "value_irt": "125000000"
           *         },
           *         {
           *           "currency": "USDT",
           *           "symbol": "USDT",
           *           "available": "1250.5",
           *           "locked": "20",
           *           "value_irt": "115615500"
           *         }
           *       ]
           *     }
           */
          'application/json': {
            data: components['schemas']['Balance'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  listDepositBankAccounts: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The house bank accounts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BankAccount'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  createIrtDeposit: {
    parameters: {
      query?: never;
      header: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
        /**
         * @description One key per user action that moves money (a UUID is fine), sent again unchanged when the action is
         *     retried: the answer is then the first one, and the money moves once.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['IrtDepositRequest'];
      };
    };
    responses: {
      /** @description The pending deposit */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WalletTransaction'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  getUsdtDepositAddress: {
    parameters: {
      query?: {
        /** @description Blockchain network; default TRC20 */
        network?: components['schemas']['Network'];
      };
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The address to send USDT to (shown with a QR code) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DepositAddress'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  createIrtWithdraw: {
    parameters: {
      query?: never;
      header: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
        /**
         * @description One key per user action that moves money (a UUID is fine), sent again unchanged when the action is
         *     retried: the answer is then the first one, and the money moves once.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IrtWithdrawRequest'];
      };
    };
    responses: {
      /** @description The pending withdrawal */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WalletTransaction'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  createUsdtWithdraw: {
    parameters: {
      query?: never;
      header: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
        /**
         * @description One key per user action that moves money (a UUID is fine), sent again unchanged when the action is
         *     retried: the answer is then the first one, and the money moves once.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UsdtWithdrawRequest'];
      };
    };
    responses: {
      /** @description The pending withdrawal */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WalletTransaction'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  getWithdrawTerms: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One entry per currency */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "currency": "IRT",
           *           "network": null,
           *           "min_amount": "100000",
           *           "fee": "0",
           *           "daily_limit": "1000000000",
           *           "remaining_today": "1000000000"
           *         },
           *         {
           *           "currency": "USDT",
           *           "network": "TRC20",
           *           "min_amount": "10",
           *           "fee": "1",
           *           "daily_limit": "10000",
           *           "remaining_today": "9850"
           *         }
           *       ]
           *     }
           */
          'application/json': {
            data: components['schemas']['WithdrawTerms'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  listSavedIbans: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Saved IBANs, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SavedIban'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  createSavedIban: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SavedIbanRequest'];
      };
    };
    responses: {
      /** @description The saved IBAN */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedIban'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteSavedIban: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path: {
        /** @description Numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  listSavedAddresses: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Saved addresses, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SavedAddress'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  createSavedAddress: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SavedAddressRequest'];
      };
    };
    responses: {
      /** @description The saved address */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedAddress'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteSavedAddress: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path: {
        /** @description Numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  listWalletTransactions: {
    parameters: {
      query?: {
        /** @description 1-based page number */
        page?: components['parameters']['Page'];
        /** @description Only this currency */
        currency?: components['schemas']['Currency'];
      };
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of deposits and withdrawals */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['WalletTransaction'][];
            meta: components['schemas']['PaginationMeta'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  getWalletTransaction: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path: {
        /** @description Numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The transaction */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WalletTransaction'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  listTransfers: {
    parameters: {
      query?: {
        /** @description 1-based page number */
        page?: components['parameters']['Page'];
        /** @description Only this currency */
        currency?: components['schemas']['Currency'];
      };
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of movements */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Transfer'][];
            meta: components['schemas']['PaginationMeta'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  listMarkets: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The markets */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "name": "Tether",
           *           "pair": "USDT/IRT",
           *           "baseIcon": "/icons/usdt.svg",
           *           "quoteIcon": "/icons/irt.svg",
           *           "baseSymbol": "USDT",
           *           "quoteSymbol": "IRT",
           *           "buy_price": "92150",
           *           "sell_price": "91800",
           *           "priceChange": "-0.42",
           *           "volume": "18250.75"
           *         }
           *       ]
           *     }
           */
          'application/json': {
            data: components['schemas']['Market'][];
          };
        };
      };
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  getMarketPriceHistory: {
    parameters: {
      query?: {
        /** @description How far back; the server picks the point spacing (1d hourly, 1w/1m daily... ) */
        range?: '1d' | '1w' | '1m' | '3m' | '1y';
      };
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path: {
        /** @description Market pair with a dash instead of the slash (`USDT-IRT`) */
        pair: components['parameters']['Pair'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Price points, oldest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PricePoint'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  createQuote: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['QuoteRequest'];
      };
    };
    responses: {
      /** @description The locked quote */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Quote'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  getFeeTier: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The tier */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FeeTierStatus'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  buyOrder: {
    parameters: {
      query?: never;
      header: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
        /**
         * @description One key per user action that moves money (a UUID is fine), sent again unchanged when the action is
         *     retried: the answer is then the first one, and the money moves once.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlaceOrderRequest'];
      };
    };
    responses: {
      /** @description The order */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  sellOrder: {
    parameters: {
      query?: never;
      header: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
        /**
         * @description One key per user action that moves money (a UUID is fine), sent again unchanged when the action is
         *     retried: the answer is then the first one, and the money moves once.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlaceOrderRequest'];
      };
    };
    responses: {
      /** @description The order */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  approveOrder: {
    parameters: {
      query?: never;
      header: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
        /**
         * @description One key per user action that moves money (a UUID is fine), sent again unchanged when the action is
         *     retried: the answer is then the first one, and the money moves once.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrderIdRequest'];
      };
    };
    responses: {
      /** @description The order after approval */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  rejectOrder: {
    parameters: {
      query?: never;
      header: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
        /**
         * @description One key per user action that moves money (a UUID is fine), sent again unchanged when the action is
         *     retried: the answer is then the first one, and the money moves once.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrderIdRequest'];
      };
    };
    responses: {
      /** @description The cancelled order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  listOrders: {
    parameters: {
      query?: {
        status?: components['schemas']['OrderStatus'];
        approval_required?: components['schemas']['Flag'];
        admin_approved?: components['schemas']['Flag'];
        user_approved?: components['schemas']['Flag'];
        /** @description 1-based page number */
        page?: components['parameters']['Page'];
      };
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of orders */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Order'][];
            meta: components['schemas']['PaginationMeta'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  getOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path: {
        /** @description Numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  listReports: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Recent reports (the last 20) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Report'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  createReport: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReportRequest'];
      };
    };
    responses: {
      /** @description The report being generated */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Report'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  downloadReport: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path: {
        /** @description Numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workbook */
      200: {
        headers: {
          /** @description `attachment; filename="sarraf-report-2025-01-01-2025-01-31.xlsx"` */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': components['schemas']['Binary'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  getReferralSummary: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The summary */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReferralSummary'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  listReferrals: {
    parameters: {
      query?: {
        /** @description 1-based page number */
        page?: components['parameters']['Page'];
      };
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of referrals */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Referral'][];
            meta: components['schemas']['PaginationMeta'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  listNotifications: {
    parameters: {
      query?: {
        /** @description 1-based page number */
        page?: components['parameters']['Page'];
        /** @description 1 for unread ones only */
        unread?: components['schemas']['Flag'];
      };
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of notifications */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Notification'][];
            meta: components['schemas']['PaginationMeta'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  getUnreadNotificationCount: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The count */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Count'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  markNotificationRead: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path: {
        /** @description Numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The notification, now read */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Notification'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  markAllNotificationsRead: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How many were marked */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Count'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['Unavailable'];
    };
  };
  adminListVerifications: {
    parameters: {
      query?: {
        status?: components['schemas']['VerificationStatus'];
        /** @description 1-based page number */
        page?: components['parameters']['Page'];
      };
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of submissions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AdminVerificationSummary'][];
            meta: components['schemas']['PaginationMeta'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminGetVerification: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path: {
        /** @description Numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The submission */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminVerification'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminApproveVerification: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path: {
        /** @description Numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The approved submission */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminVerification'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminRejectVerification: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path: {
        /** @description Numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReasonRequest'];
      };
    };
    responses: {
      /** @description The rejected submission */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminVerification'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminCheckLedger: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The findings (none when consistent) and the house balances */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LedgerCheck'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  adminListWalletTransactions: {
    parameters: {
      query?: {
        type?: components['schemas']['WalletTransactionType'];
        status?: components['schemas']['WalletTransactionStatus'];
        currency?: components['schemas']['Currency'];
        /** @description 1-based page number */
        page?: components['parameters']['Page'];
      };
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of transactions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AdminWalletTransaction'][];
            meta: components['schemas']['PaginationMeta'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminApproveWalletTransaction: {
    parameters: {
      query?: never;
      header: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
        /**
         * @description One key per user action that moves money (a UUID is fine), sent again unchanged when the action is
         *     retried: the answer is then the first one, and the money moves once.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path: {
        /** @description Numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['ApproveWalletTransactionRequest'];
      };
    };
    responses: {
      /** @description The approved transaction */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminWalletTransaction'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminRejectWalletTransaction: {
    parameters: {
      query?: never;
      header: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
        /**
         * @description One key per user action that moves money (a UUID is fine), sent again unchanged when the action is
         *     retried: the answer is then the first one, and the money moves once.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path: {
        /** @description Numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReasonRequest'];
      };
    };
    responses: {
      /** @description The rejected transaction */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminWalletTransaction'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminCreditUsdtDeposit: {
    parameters: {
      query?: never;
      header: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
        /**
         * @description One key per user action that moves money (a UUID is fine), sent again unchanged when the action is
         *     retried: the answer is then the first one, and the money moves once.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          trx_hash: string;
        };
      };
    };
    responses: {
      /** @description The deposits of that transaction, credited now or before */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AdminWalletTransaction'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminListOrders: {
    parameters: {
      query?: {
        status?: components['schemas']['OrderStatus'];
        approval_required?: components['schemas']['Flag'];
        admin_approved?: components['schemas']['Flag'];
        /** @description 1-based page number */
        page?: components['parameters']['Page'];
      };
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of orders */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AdminOrder'][];
            meta: components['schemas']['PaginationMeta'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminApproveOrder: {
    parameters: {
      query?: never;
      header: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
        /**
         * @description One key per user action that moves money (a UUID is fine), sent again unchanged when the action is
         *     retried: the answer is then the first one, and the money moves once.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path: {
        /** @description Numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminApproveOrderRequest'];
      };
    };
    responses: {
      /** @description The order, admin approved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOrder'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminRejectOrder: {
    parameters: {
      query?: never;
      header: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
        /**
         * @description One key per user action that moves money (a UUID is fine), sent again unchanged when the action is
         *     retried: the answer is then the first one, and the money moves once.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path: {
        /** @description Numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminRejectOrderRequest'];
      };
    };
    responses: {
      /** @description The cancelled order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOrder'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminListMarketPrices: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One entry per pair */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AdminMarketPrice'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  adminSetMarketPrice: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path: {
        /** @description Market pair with a dash instead of the slash (`USDT-IRT`) */
        pair: components['parameters']['Pair'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetMarketPriceRequest'];
      };
    };
    responses: {
      /** @description The new price */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminMarketPrice'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminSetMarketControls: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path: {
        /** @description Market pair with a dash instead of the slash (`USDT-IRT`) */
        pair: components['parameters']['Pair'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MarketControlsUpdate'];
      };
    };
    responses: {
      /** @description The market's price and controls */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminMarketPrice'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminFreezeAccount: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          /** @enum {string} */
          what: 'withdrawals' | 'trading';
          /** @description Shown to the person with every refusal (required, not blank) */
          note: string;
        };
      };
    };
    responses: {
      /** @description Stopped */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            /** @enum {string} */
            what: 'withdrawals' | 'trading';
            frozen_at: components['schemas']['DateTime'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminLiftTradingFreeze: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          /** @description Why, after what check (required, not blank) */
          note: string;
        };
      };
    };
    responses: {
      /** @description Trading open again */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            frozen_at: components['schemas']['DateTime'];
            lifted_at: components['schemas']['DateTime'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminLiftWithdrawalFreeze: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          /** @description Why, after what check (required, not blank) */
          note: string;
        };
      };
    };
    responses: {
      /** @description Withdrawals open again */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            frozen_at: components['schemas']['DateTime'];
            lifted_at: components['schemas']['DateTime'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  getMyLimits: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One entry per kind */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PersonLimit'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      503: components['responses']['Unavailable'];
    };
  };
  adminGetPersonLimits: {
    parameters: {
      query: {
        email: string;
      };
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The person's account type and one entry per kind */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPersonLimits'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminSetPersonLimit: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          kind: components['schemas']['LimitKind'];
          override: components['schemas']['LimitAmounts'] | null;
          note: string;
        };
      };
    };
    responses: {
      /** @description The person's limits after the change */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPersonLimits'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminGetSettings: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The settings */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Settings'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  adminUpdateSettings: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SettingsUpdate'];
      };
    };
    responses: {
      /** @description The settings after the change */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Settings'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminListAuditLog: {
    parameters: {
      query?: {
        /** @description 1-based page number */
        page?: components['parameters']['Page'];
        /** @description Only entries by this user */
        actor_id?: number;
        /** @description Only this action, e.g. `order.admin_approve` */
        action?: string;
      };
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of entries */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AuditEntry'][];
            meta: components['schemas']['PaginationMeta'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminListFactorRecoveries: {
    parameters: {
      query?: {
        status?: components['schemas']['FactorRecoveryStatus'];
        /** @description 1-based page number */
        page?: components['parameters']['Page'];
      };
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of requests */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AdminFactorRecoverySummary'][];
            meta: components['schemas']['PaginationMeta'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminGetFactorRecovery: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path: {
        /** @description Numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminFactorRecovery'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminApproveFactorRecovery: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path: {
        /** @description Numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FactorRecoveryApproveRequest'];
      };
    };
    responses: {
      /** @description The approved request */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminFactorRecovery'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminRejectFactorRecovery: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path: {
        /** @description Numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReasonRequest'];
      };
    };
    responses: {
      /** @description The rejected request */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminFactorRecovery'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminGetDeskStock: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Each currency's stock */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeskStock'][];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  adminGetDeskDay: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Today's figures */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeskDay'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  adminSetStockFloor: {
    parameters: {
      query?: never;
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StockFloorUpdate'];
      };
    };
    responses: {
      /** @description The currency's stock with its new floor */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeskStock'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminListTreasuryMoves: {
    parameters: {
      query?: {
        status?: components['schemas']['TreasuryMoveStatus'];
        /** @description 1-based page number */
        page?: components['parameters']['Page'];
      };
      header?: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of moves */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TreasuryMove'][];
            meta: components['schemas']['PaginationMeta'];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminProposeTreasuryMove: {
    parameters: {
      query?: never;
      header: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
        /**
         * @description One key per user action that moves money (a UUID is fine), sent again unchanged when the action is
         *     retried: the answer is then the first one, and the money moves once.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TreasuryMoveRequest'];
      };
    };
    responses: {
      /** @description The move, pending */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TreasuryMove'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminApproveTreasuryMove: {
    parameters: {
      query?: never;
      header: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
        /**
         * @description One key per user action that moves money (a UUID is fine), sent again unchanged when the action is
         *     retried: the answer is then the first one, and the money moves once.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path: {
        /** @description Numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The approved move */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TreasuryMove'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
  adminRejectTreasuryMove: {
    parameters: {
      query?: never;
      header: {
        /** @description Language of server messages; default fa. */
        'X-Locale'?: components['parameters']['XLocale'];
        /** @description Must be `XMLHttpRequest` on state-changing requests, otherwise the server answers 403. */
        'X-Requested-With'?: components['parameters']['XRequestedWith'];
        /**
         * @description One key per user action that moves money (a UUID is fine), sent again unchanged when the action is
         *     retried: the answer is then the first one, and the money moves once.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path: {
        /** @description Numeric id */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReasonRequest'];
      };
    };
    responses: {
      /** @description The rejected move */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TreasuryMove'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['ValidationFailed'];
      503: components['responses']['Unavailable'];
    };
  };
}
type FlattenedDeepRequired<T> = {
  [K in keyof T]-?: FlattenedDeepRequired<
    T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]
  >;
};
type ReadonlyArray<T> = [Exclude<T, undefined>] extends [unknown[]]
  ? Readonly<Exclude<T, undefined>>
  : Readonly<Exclude<T, undefined>[]>;
export const pathsApiMarketsPairHistoryGetParametersQueryRangeValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/markets/{pair}/history']['get']['parameters']['query']['range']
> = ['1d', '1w', '1m', '3m', '1y'];
export const pathsApiAdminSecurityFreezePostRequestBodyContentApplicationJsonWhatValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/security/freeze']['post']['requestBody']['content']['application/json']['what']
> = ['withdrawals', 'trading'];
export const pathsApiAdminSecurityFreezePostResponses200ContentApplicationJsonWhatValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/security/freeze']['post']['responses']['200']['content']['application/json']['what']
> = ['withdrawals', 'trading'];
export const localeValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['Locale']> = [
  'fa',
  'en',
];
export const loginEventOutcomeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['LoginEvent']['outcome']
> = ['signed_in', 'wrong_password', 'wrong_code', 'locked'];
export const verificationStatusValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['VerificationStatus']
> = ['not_verified', 'in_progress', 'verified'];
export const userRoleValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['User']['role']> = [
  'user',
  'admin',
];
export const currencyValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['Currency']> = [
  'IRT',
  'USDT',
];
export const networkValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['Network']> = [
  'TRC20',
];
export const flagValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['Flag']> = [0, 1];
export const signUpOtpRequestFsValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['SignUpOtpRequest']['fs']
> = [0, 1];
export const genderValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['Gender']> = [
  'male',
  'female',
];
export const walletTransactionTypeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['WalletTransactionType']
> = ['Deposit', 'Withdraw'];
export const walletTransactionStatusValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['WalletTransactionStatus']
> = ['Approved', 'Pending', 'Rejected'];
export const transferKindValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['Transfer']['kind']
> = [
  'deposit',
  'withdraw',
  'withdraw_release',
  'buy',
  'sell',
  'fee',
  'order_hold',
  'order_release',
  'referral_reward',
  'adjustment',
];
export const transferDirectionValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['Transfer']['direction']
> = ['in', 'out'];
export const marketPauseReasonValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['MarketPause']['reason']
> = ['halted', 'feed_stale', 'feed_diverged'];
export const orderSideValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['OrderSide']> = [
  'Buy',
  'Sell',
];
export const orderStatusValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['OrderStatus']> = [
  'Processing',
  'Filled',
  'Cancelled',
];
export const reportStatusValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['Report']['status']
> = ['pending', 'ready', 'failed'];
export const notificationKindValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['Notification']['kind']
> = [
  'deposit_approved',
  'withdraw_paid',
  'withdraw_rejected',
  'verification_approved',
  'verification_rejected',
  'order_filled',
  'order_awaiting_approval',
  'order_awaiting_answer',
  'order_rejected',
  'order_expired',
  'new_device_sign_in',
  'password_changed',
  'password_reset',
  'second_factor_added',
  'recovery_code_used',
  'withdrawal_requested',
  'anti_phishing_phrase_changed',
  'destination_saved',
  'second_factor_removed',
  'secure_withdrawals_on',
  'secure_withdrawals_ending',
  'factor_recovery_requested',
  'factor_recovery_approved',
  'factor_recovery_rejected',
  'desk_prices_paused',
  'desk_prices_resumed',
];
export const adminVerificationSummaryUser_typeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['AdminVerificationSummary']['user_type']
> = ['individual', 'legal'];
export const adminWalletTransactionOver_limitOneOf0PeriodValues: ReadonlyArray<
  Extract<
    FlattenedDeepRequired<components>['schemas']['AdminWalletTransaction']['over_limit'],
    {
      period: unknown;
    }
  >['period']
> = ['daily', 'monthly'];
export const withdrawalRiskSignKindValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['WithdrawalRiskSign']['kind']
> = ['first_withdrawal', 'new_destination', 'security_change', 'new_device', 'large_amount'];
export const pricingModeValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['PricingMode']> = [
  'manual',
  'automatic',
];
export const priceReferenceSourcesValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['PriceReference']['sources']
> = ['nobitex', 'wallex'];
export const priceReferenceStateValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['PriceReference']['state']
> = ['fresh', 'stale', 'diverged'];
export const limitKindValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['LimitKind']> = [
  'irt_deposit',
  'irt_withdrawal',
  'usdt_withdrawal',
  'trade_value',
];
export const accountTypeValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['AccountType']> = [
  'individual',
  'legal',
];
export const factorRecoveryStatusValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['FactorRecoveryStatus']
> = ['pending', 'approved', 'rejected'];
export const treasuryMoveStatusValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['TreasuryMoveStatus']
> = ['pending', 'approved', 'rejected'];
export const treasuryMoveDirectionValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['TreasuryMoveDirection']
> = ['in', 'out'];
