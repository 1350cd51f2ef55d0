// The random token of a pre-debit notice's one-tap link: 32 bytes, base64url (43 characters). Only its SHA-256 is
// stored (subscription_notice_links), so the database alone cannot act on a devotee's subscription.
import crypto from 'node:crypto';

export function hashNoticeToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function newNoticeToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashNoticeToken(token) };
}
