import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { Passkey } from '../../entities/secondFactor';
import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';

export type PasskeyRegistrationStart = components['schemas']['PasskeyRegistrationStart'];

/**
 * Adds a passkey in three moves: POST /api/user/second-factor/passkeys/options with the password and the
 * app's code (422 on `password` or `code`, 409 no app or too many, 429 locked), the browser's own prompt to
 * make the key (throws the browser's error when closed), then POST /api/user/second-factor/passkeys with the
 * name (422 on `name` or `credential`). Answers the saved passkey.
 */
export async function registerPasskey(
  { name, ...start }: PasskeyRegistrationStart & { name: string },
  client: ApiClient = apiClient,
): Promise<Passkey> {
  const options = unwrap(await client.POST('/api/user/second-factor/passkeys/options', { body: start }));
  const credential = await startRegistration({
    optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
  });
  // The library types its extension results as a closed interface; the contract takes any object.
  const clientExtensionResults = { ...credential.clientExtensionResults } as Record<string, unknown>;
  return unwrap(
    await client.POST('/api/user/second-factor/passkeys', {
      body: { name, credential: { ...credential, clientExtensionResults, type: 'public-key' } },
    }),
  );
}
