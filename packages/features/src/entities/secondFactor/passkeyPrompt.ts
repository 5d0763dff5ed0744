import {
  browserSupportsWebAuthn,
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';

export type Passkey = components['schemas']['Passkey'];
export type PasskeyAssertion = components['schemas']['PasskeyAssertion'];
export type PasskeyRequestOptions = components['schemas']['PasskeyRequestOptions'];

/** Whether this browser can use passkeys at all (WebAuthn); where not, no passkey button is offered. */
export function passkeysSupported(): boolean {
  return browserSupportsWebAuthn();
}

/**
 * Asks the browser for a passkey's answer to the server's options (the device's own prompt: a fingerprint,
 * a face, a PIN or a security key). Throws the browser's error when the person closes the prompt or it times
 * out (`isPasskeyPromptClosed`).
 */
export async function answerWithPasskey(options: PasskeyRequestOptions): Promise<PasskeyAssertion> {
  const answer = await startAuthentication({
    optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
  });
  // The library types its extension results as a closed interface; the contract takes any object.
  const clientExtensionResults = { ...answer.clientExtensionResults } as Record<string, unknown>;
  return { ...answer, clientExtensionResults, type: 'public-key' };
}

/**
 * A passkey's answer for a money step (a withdrawal, a saved destination, a security setting): a new
 * challenge from POST /api/user/second-factor/passkeys/confirm-options, then the browser's prompt. The answer
 * goes in the step's request as `passkey`. Throws ApiError 404 when the person has no passkey.
 */
export async function confirmWithPasskey(client: ApiClient = apiClient): Promise<PasskeyAssertion> {
  return answerWithPasskey(unwrap(await client.POST('/api/user/second-factor/passkeys/confirm-options')));
}

/** The person closed the browser's passkey prompt, or it timed out: nothing to report but a retry. */
export function isPasskeyPromptClosed(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}
