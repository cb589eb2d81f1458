import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/*
 * A software authenticator for the server's tests: an ECDSA P-256 key (node:crypto) answering
 * WebAuthn registrations ("none" attestation) and assertions as a browser would hand them over
 * (the JSON of @simplewebauthn/browser), so the server's real checks run on real signatures.
 * Its CBOR writer knows only what an attestation needs (small maps, integers, byte and text
 * strings).
 */

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const head = (major: number, n: number): Buffer =>
  n < 24
    ? Buffer.from([(major << 5) | n])
    : n < 256
      ? Buffer.from([(major << 5) | 24, n])
      : Buffer.from([(major << 5) | 25, n >> 8, n & 255]);

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface PasskeyPlace {
  origin: string;
  rpId: string;
}

/** One passkey on one software authenticator. The test app's relying party by default. */
export function softwarePasskey(
  place: PasskeyPlace = { origin: 'http://localhost:5173', rpId: 'localhost' },
) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  let counter = 0;
  const counterBytes = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id,
    /** The answer to registration options (`options.challenge`). */
    register(options: { challenge: string }, opts: { origin?: string } = {}) {
      const cose = new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const idLength = Buffer.from([credentialId.length >> 8, credentialId.length & 255]);
      const authData = Buffer.concat([
        sha256(place.rpId),
        Buffer.from([FLAG_UP | FLAG_UV | FLAG_AT]),
        counterBytes(counter),
        Buffer.alloc(16), // AAGUID
        idLength,
        credentialId,
        cbor(cose),
      ]);
      const attestation = cbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(
            clientData('webauthn.create', options.challenge, opts.origin ?? place.origin),
          ),
          attestationObject: b64url(attestation),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /**
     * The answer to authentication options: signed, the counter one further (or `counter`), with
     * user verification unless `userVerified: false`.
     */
    assert(
      options: { challenge: string },
      opts: { userVerified?: boolean; counter?: number; origin?: string } = {},
    ) {
      counter = opts.counter ?? counter + 1;
      const flags = FLAG_UP | (opts.userVerified === false ? 0 : FLAG_UV);
      const authenticatorData = Buffer.concat([
        sha256(place.rpId),
        Buffer.from([flags]),
        counterBytes(counter),
      ]);
      const clientDataJSON = clientData('webauthn.get', options.challenge, opts.origin ?? place.origin);
      const signature = sign(
        'sha256',
        Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
        privateKey,
      );
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
export type SoftwarePasskey = ReturnType<typeof softwarePasskey>;
