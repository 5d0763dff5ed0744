import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** What the library's CBOR encoder takes. */
type CBORType = Parameters<typeof isoCBOR.encode>[0];

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

/**
 * The API tests' passkey: a software authenticator that does what a phone's does (an ES256 key pair, a
 * signature counter, WebAuthn's authenticator data and client data, "none" attestation), so the server's
 * real verification runs on real signatures. Journeys use Chromium's virtual authenticator instead.
 */
export class SoftPasskey {
  readonly credentialId = randomBytes(32);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;

  constructor(private readonly party: { id: string; origin: string }) {}

  /** The browser's answer to `navigator.credentials.create()` with the server's options. */
  register(options: { challenge: string }, origin = this.party.origin) {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, Buffer.from(cose)]);
    const authData = this.authData(FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA, attested);
    const clientData = this.clientData('webauthn.create', options.challenge, origin);
    const attestationObject = isoCBOR.encode(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, CBORType>()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** The browser's answer to `navigator.credentials.get()` with the server's options. */
  assert(options: { challenge: string }, origin = this.party.origin) {
    this.counter += 1;
    const authData = this.authData(FLAG_USER_PRESENT | FLAG_USER_VERIFIED);
    const clientData = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.keys.privateKey);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
    };
  }

  private authData(flags: number, attested = Buffer.alloc(0)) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.party.id), Buffer.from([flags]), count, attested]);
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }
}
