/** Request id of a payment form (spec part 1 §7): 10 characters of digits and capital letters. */
import { PAYMENT_REQUEST_ID_LENGTH } from './constants';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Largest multiple of 36 below 256: bytes at or above it are discarded to avoid a biased alphabet. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** A source of random bytes: returns `size` bytes, each 0–255. */
export type RandomBytes = (size: number) => ArrayLike<number>;

/** Cryptographically strong random bytes from Web Crypto (browser and Node 20). */
export const cryptoRandomBytes: RandomBytes = (size) =>
  globalThis.crypto.getRandomValues(new Uint8Array(size));

/** Generates a payment request id: 10 characters of [0-9A-Z], uniformly distributed. */
export function generatePaymentRequestId(random: RandomBytes = cryptoRandomBytes): string {
  let id = '';
  while (id.length < PAYMENT_REQUEST_ID_LENGTH) {
    const bytes = random(PAYMENT_REQUEST_ID_LENGTH * 2);
    for (let i = 0; i < bytes.length && id.length < PAYMENT_REQUEST_ID_LENGTH; i += 1) {
      const byte = bytes[i] ?? UNBIASED_LIMIT;
      if (byte < UNBIASED_LIMIT) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}

/** Whether a value is a payment request id (exactly 10 characters of [0-9A-Z]). */
export function isPaymentRequestId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9A-Z]{10}$/.test(value);
}
