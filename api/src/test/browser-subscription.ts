import { createECDH, randomBytes } from 'node:crypto';

let endpointSeq = 0;

/** A push service endpoint no other test uses; `path` goes before its unique part. */
export const pushEndpoint = (path = '') =>
  `https://push.example.test/${path}${Date.now().toString(36)}-${(endpointSeq++).toString(36)}`;

/** A browser's PushSubscription.toJSON(): a real P-256 key and 16 random auth bytes. */
export function browserSubscription(endpoint = pushEndpoint()) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}
