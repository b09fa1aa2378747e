/**
 * enc_user_id of the token response: the EPC user id, encrypted (AES-256-GCM) under a key
 * derived from the token secret, so the app can keep it and send it back without the id
 * being readable or forgeable on the device. Layout: base64url(iv | ciphertext | tag).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ivLength = 12;
const tagLength = 16;

function keyOf(tokenSecret: string): Buffer {
  // A key of its own, derived from the secret: the secret also signs access tokens, and
  // one key should not serve two purposes.
  return Buffer.from(hkdfSync('sha256', tokenSecret, 'epc-shopper-login', 'enc_user_id', 32));
}

export function encryptUserId(userId: string, tokenSecret: string): string {
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', keyOf(tokenSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(userId, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url');
}

/** Undefined when the value was not made by encryptUserId under this secret. */
export function decryptUserId(encrypted: string, tokenSecret: string): string | undefined {
  const bytes = Buffer.from(encrypted, 'base64url');
  if (bytes.length < ivLength + tagLength) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(tokenSecret), bytes.subarray(0, ivLength));
    decipher.setAuthTag(bytes.subarray(bytes.length - tagLength));
    return Buffer.concat([
      decipher.update(bytes.subarray(ivLength, bytes.length - tagLength)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}
