// The two pieces of cryptography web push needs, on node:crypto alone:
// - the VAPID signature (RFC 8292): an ES256 JSON web token for the push service's origin, sent
//   with the server's public key, so the push service knows the pushes come from us;
// - the message encryption (RFC 8291 with the aes128gcm content coding of RFC 8188): only the
//   browser that subscribed (its P-256 key and auth secret) can read a push's payload.
import {
  createCipheriv,
  createECDH,
  createPrivateKey,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
  randomBytes,
  sign,
} from 'node:crypto';

export interface VapidKeys {
  /** The uncompressed P-256 public point, base64url: what browsers get as applicationServerKey. */
  publicKey: string;
  /** The private key as a JWK (d, x, y), JSON text. */
  privateJwk: string;
}

const b64url = (bytes: Buffer | Uint8Array) => Buffer.from(bytes).toString('base64url');

export function generateVapidKeys(): VapidKeys {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const publicPoint = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return { publicKey: b64url(publicPoint), privateJwk: JSON.stringify(jwk) };
}

/** Tokens are valid this long; the push services accept at most 24 hours. */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;

/** The Authorization header of a push request to `endpoint`. */
export function vapidAuthorization(keys: VapidKeys, endpoint: string, subject: string, nowMs = Date.now()): string {
  const key: KeyObject = createPrivateKey({ key: JSON.parse(keys.privateJwk) as JsonWebKey, format: 'jwk' });
  const header = b64url(Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'ES256' })));
  const claims = b64url(
    Buffer.from(JSON.stringify({ aud: new URL(endpoint).origin, exp: Math.floor(nowMs / 1000) + VAPID_TOKEN_SECONDS, sub: subject })),
  );
  const signature = sign('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' });
  return `vapid t=${header}.${claims}.${b64url(signature)}, k=${keys.publicKey}`;
}

/** Record size written in the header; a push payload is one record well below it. */
const RECORD_SIZE = 4096;

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/**
 * Encrypts `plaintext` for the browser whose subscription keys are `p256dh` (its public point)
 * and `auth` (its secret), both base64url. The answer is the request body: the aes128gcm header
 * (salt, record size, the server's one-time public key) and one encrypted record.
 */
export function encryptPushPayload(plaintext: Buffer, p256dh: string, auth: string, salt = randomBytes(16)): Buffer {
  const receiverPublic = Buffer.from(p256dh, 'base64url');
  const authSecret = Buffer.from(auth, 'base64url');
  if (receiverPublic.length !== 65 || receiverPublic[0] !== 4) throw new Error('p256dh is not an uncompressed P-256 point');
  if (authSecret.length !== 16) throw new Error('auth is not 16 bytes');
  const ecdh = createECDH('prime256v1');
  const senderPublic = ecdh.generateKeys();
  const sharedSecret = ecdh.computeSecret(receiverPublic);
  // RFC 8291 §3.3-3.4: the key material mixes the ECDH secret with the auth secret and both keys.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = hkdf(authSecret, sharedSecret, keyInfo, 32);
  const contentKey = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const cipher = createCipheriv('aes-128-gcm', contentKey, nonce);
  // 0x02: the last (and only) record's delimiter, no padding.
  const encrypted = Buffer.concat([cipher.update(Buffer.concat([plaintext, Buffer.from([2])])), cipher.final(), cipher.getAuthTag()]);
  const header = Buffer.alloc(16 + 4 + 1);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(senderPublic.length, 20);
  return Buffer.concat([header, senderPublic, encrypted]);
}
