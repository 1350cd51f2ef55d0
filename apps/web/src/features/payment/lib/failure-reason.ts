/**
 * Why a payment failed, in the devotee's language (issue 28): the gateway writes its reason in English ("Card declined
 * by the issuing bank"); a known reason is said in the language shown, by its code or its English words. An unknown
 * one is said generally, the gateway's own words kept as technical detail (null in English: the reason is shown as the
 * gateway wrote it, the spec's page).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

interface KnownReason {
  code: string;
  english: readonly string[];
  message: MessageDescriptor;
}

/* eslint-disable lingui/no-unlocalized-strings -- the gateway's codes and English words, read to recognise a reason */
const KNOWN: readonly KnownReason[] = [
  {
    code: 'CARD_DECLINED',
    english: ['Card declined by the issuing bank', 'Card declined'],
    message: msg`Your bank declined the card.`,
  },
  {
    code: 'INSUFFICIENT_FUNDS',
    english: ['Insufficient funds'],
    message: msg`There was not enough money in the account.`,
  },
  {
    code: 'BANK_TIMEOUT',
    english: ['The bank did not respond in time', 'Bank timeout'],
    message: msg`Your bank did not answer in time.`,
  },
  {
    code: 'USER_CANCELLED',
    english: ['Payment cancelled by the payer', 'Cancelled by the payer'],
    message: msg`The payment was cancelled on the payment page.`,
  },
];
/* eslint-enable lingui/no-unlocalized-strings */

/** A generic reason for an unknown one. */
export const UNKNOWN_REASON: MessageDescriptor = msg`The payment gateway did not accept the payment.`;

/** The failure reason's message (known), or null when the gateway's reason is not one the app knows. */
export function knownFailureReason(
  errorCode: string | null,
  errorMsg: string | null,
): MessageDescriptor | null {
  const byCode = errorCode ? KNOWN.find((k) => k.code === errorCode.toUpperCase()) : undefined;
  const byWords = errorMsg ? KNOWN.find((k) => k.english.includes(errorMsg.trim())) : undefined;
  return (byCode ?? byWords)?.message ?? null;
}
