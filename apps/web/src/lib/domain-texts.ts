/**
 * The texts packages/domain produces for people (status labels, form messages, refusals), in the interface language
 * (issue 28; docs/decisions.md, "Languages: domain texts, numbers and dates"). The domain stays free of Lingui (the
 * api uses it too) and answers English, the spec's texts; this table maps each English text to a Lingui message, so
 * that extraction puts it in the catalogues and a screen shows its translation. A text with values is written with
 * ICU placeholders ("Minimum {digits} digits are required"): the values are read back from the English text.
 * domain-texts.test.ts fails when the domain can produce a text this table does not know.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { i18n } from './i18n';

/** One domain text: its English form(s) as the domain writes them (placeholders in braces), and its message. */
export type DomainTextEntry = readonly [english: string | readonly string[], message: MessageDescriptor];

// prettier-ignore
export const DOMAIN_TEXTS: readonly DomainTextEntry[] = [
  // status-labels.ts: payment, ritual, refund, delivery, gateway, check-in, staff refund, dispatch
  ['Completed', msg`Completed`],
  ['Pending', msg`Pending`],
  ['Initialized', msg`Initialized`],
  ['Error', msg`Error`],
  ['Refunded', msg`Refunded`],
  ['Expired', msg`Expired`],
  ['Booked', msg`Booked`],
  ['On hold', msg`On hold`],
  ['No-show', msg`No-show`],
  ['Cancelled', msg`Cancelled`],
  ['Not booked: the payment did not go through', msg`Not booked: the payment did not go through`],
  ['Refund in progress', msg`Refund in progress`],
  ['Refund delayed: the temple office is looking into it', msg`Refund delayed: the temple office is looking into it`],
  ['Refunded another way', msg`Refunded another way`],
  ['Refunded (cash)', msg`Refunded (cash)`],
  ['Refunded (bank transfer)', msg`Refunded (bank transfer)`],
  ['Refunded (cheque)', msg`Refunded (cheque)`],
  ['No delivery', msg`No delivery`],
  ['Being prepared', msg`Being prepared`],
  ['Packed', msg`Packed`],
  ['Shipped', msg`Shipped`],
  ['Delivered', msg`Delivered`],
  ['Returned to the temple', msg`Returned to the temple`],
  ['Paid', msg`Paid`],
  ['Failed', msg`Failed`],
  ['No such payment', msg`No such payment`],
  ['Not checked in', msg`Not checked in`],
  ['Awaiting approval', msg`Awaiting approval`],
  ['Stuck', msg`Stuck`],
  ['No prasadam', msg`No prasadam`],
  ['To pack', msg`To pack`],
  ['Returned', msg`Returned`],
  ['Unknown', msg`Unknown`],
  // subscription.ts
  ['Active', msg`Active`],
  ['Paused', msg`Paused`],
  ['Completed: all 12 months paid', msg`Completed: all 12 months paid`],
  ['{months}/{term} months completed', msg({ message: '{months}/{term} months completed' })],
  ['Payment {index}', msg({ message: 'Payment {index}' })],
  [
    '{monthlyPrice} is charged now and then once a month, {term} monthly payments in all (you can pause or cancel it under My Rituals, Subscription).',
    msg({ message: '{monthlyPrice} is charged now and then once a month, {term} monthly payments in all (you can pause or cancel it under My Rituals, Subscription).' }),
  ],
  // form-errors.ts, billing.ts, registration.ts, phone.ts, postal-code.ts
  ['This field is mandatory', msg`This field is mandatory`],
  ['Maximum of {max} characters is allowed', msg({ message: 'Maximum of {max} characters is allowed' })],
  ['Minimum {min} characters are required', msg({ message: 'Minimum {min} characters are required' })],
  ['Please enter a valid name', msg`Please enter a valid name`],
  ['Please enter a valid city', msg`Please enter a valid city`],
  ['Please enter a valid state', msg`Please enter a valid state`],
  ['Please enter a valid pin code', msg`Please enter a valid pin code`],
  ['Please enter a valid email', msg`Please enter a valid email`],
  ["This email hasn't accepted SSO TnC, so cannot proceed with this email.", msg`This email hasn't accepted SSO TnC, so cannot proceed with this email.`],
  ['Please enter email address', msg`Please enter email address`],
  ['SSO Registration failed', msg`SSO Registration failed`],
  ['SSO profile created successfully', msg`SSO profile created successfully`],
  ['Enter a valid phone number', msg`Enter a valid phone number`],
  ['Minimum {digits} digits are required', msg({ message: 'Minimum {digits} digits are required' })],
  ['Maximum {digits} digits are required', msg({ message: 'Maximum {digits} digits are required' })],
  ['does not match pin code {pinCode}', msg({ message: 'does not match pin code {pinCode}' })],
  // family-form.ts
  ['Please enter a valid name in English.', msg`Please enter a valid name in English.`],
  [
    'Please enter a valid {label} in English. Please avoid special characters other than "- . , # /"',
    msg({ message: 'Please enter a valid {label} in English. Please avoid special characters other than "- . , # /"' }),
  ],
  ['address', msg`address`],
  ['city', msg`city`],
  ['state', msg`state`],
  ['Maximum {max} characters', msg({ message: 'Maximum {max} characters' })],
  ['Atleast one member name is required', msg`Atleast one member name is required`],
  ['Maximum {max} members are allowed', msg({ message: 'Maximum {max} members are allowed' })],
  ['Language is required', msg`Language is required`],
  // participants.ts, quantities.ts
  ['Please enter a valid age', msg`Please enter a valid age`],
  ['Please choose one of the options', msg`Please choose one of the options`],
  ['{message} ({label}, {where})', msg({ message: '{message} ({label}, {where})' })],
  [
    ['{where} can take at most {cap} place (one participant each), not {places}', '{where} can take at most {cap} places (one participant each), not {places}'],
    msg({ message: '{where} can take at most {cap, plural, one {# place} other {# places}} (one participant each), not {places}' }),
  ],
  [
    ['{where} has {places} place but details for participant {extra}: remove them or add a place', '{where} has {places} places but details for participant {extra}: remove them or add a place'],
    msg({ message: '{where} has {places, plural, one {# place} other {# places}} but details for participant {extra}: remove them or add a place' }),
  ],
  [
    ['{where} has {places} place but no participant {n}: each place needs its own participant', '{where} has {places} places but no participant {n}: each place needs its own participant'],
    msg({ message: '{where} has {places, plural, one {# place} other {# places}} but no participant {n}: each place needs its own participant' }),
  ],
  ['at most {max} of "{name}" per booking', msg({ message: 'at most {max} of "{name}" per booking' })],
  [
    ['at most {cap} place per booking (one participant each)', 'at most {cap} places per booking (one participant each)'],
    msg({ message: 'at most {cap, plural, one {# place} other {# places}} per booking (one participant each)' }),
  ],
  // nakshatram.ts (the stars themselves are data, each in its own spelling)
  ['Select a Nakshatram', msg`Select a Nakshatram`],
  ['Sanskrit', msg`Sanskrit`],
  ['Tamil', msg`Tamil`],
  ['Telugu', msg`Telugu`],
  ['Kannada', msg`Kannada`],
  ['Malayalam', msg`Malayalam`],
  ['Please choose a nakshatram from the list of the chosen language', msg`Please choose a nakshatram from the list of the chosen language`],
  // order-rules.ts
  ['Reschedule is not available within 5 days of the ritual date.', msg`Reschedule is not available within 5 days of the ritual date.`],
  ['This registration is already cancelled.', msg`This registration is already cancelled.`],
  ['This ritual cannot be cancelled once booked.', msg`This ritual cannot be cancelled once booked.`],
  ['Cancellation has closed for this date: the cut-off before the ritual has passed.', msg`Cancellation has closed for this date: the cut-off before the ritual has passed.`],
  ['This ritual has already taken place.', msg`This ritual has already taken place.`],
  ['This registration cannot be cancelled while its payment is not completed.', msg`This registration cannot be cancelled while its payment is not completed.`],
  ['This registration cannot be cancelled.', msg`This registration cannot be cancelled.`],
  ['Please choose a later date than the current ritual date.', msg`Please choose a later date than the current ritual date.`],
  ['Please choose a date within {days} days of the original ritual date.', msg({ message: 'Please choose a date within {days} days of the original ritual date.' })],
  ['Bookings for this date are closed. Please choose another date.', msg`Bookings for this date are closed. Please choose another date.`],
  [
    'This booking was already changed in another window: it is now {nowAt}. My Rituals shows it as it is now.',
    msg({ message: 'This booking was already changed in another window: it is now {nowAt}. My Rituals shows it as it is now.' }),
  ],
  // day-close.ts: payment channels and the day close's findings
  ['Gateway', msg`Gateway`],
  ['Payment link', msg`Payment link`],
  ['Cash', msg`Cash`],
  ['Cheque', msg`Cheque`],
  ['Demand draft', msg`Demand draft`],
  ['QR code', msg`QR code`],
  ['Card machine', msg`Card machine`],
  ['US card terminal', msg`US card terminal`],
  ['Bank transfer', msg`Bank transfer`],
  ['Recorded as paid here, but the gateway has no such payment', msg`Recorded as paid here, but the gateway has no such payment`],
  ['Recorded as paid here, but the gateway says “{status}”', msg({ message: 'Recorded as paid here, but the gateway says “{status}”' })],
  ['Paid at the gateway, but recorded here as “{status}”', msg({ message: 'Paid at the gateway, but recorded here as “{status}”' })],
  ['The gateway took a different amount', msg`The gateway took a different amount`],
  [
    '{day} has not ended yet at {centre}: a day is closed after midnight, once no more payments of it can come in.',
    msg({ message: '{day} has not ended yet at {centre}: a day is closed after midnight, once no more payments of it can come in.' }),
  ],
  ['{day} has not begun yet at {centre}: a day is closed after it has ended.', msg({ message: '{day} has not begun yet at {centre}: a day is closed after it has ended.' })],
  // day-list.ts
  ['This booking was cancelled, so it cannot be checked in.', msg`This booking was cancelled, so it cannot be checked in.`],
  ['This booking is on hold until the devotee chooses a new date, so it cannot be checked in.', msg`This booking is on hold until the devotee chooses a new date, so it cannot be checked in.`],
  ['This booking failed, so it cannot be checked in. Please send the devotee to the office.', msg`This booking failed, so it cannot be checked in. Please send the devotee to the office.`],
  [
    'This booking is not paid (payment {status}), so it cannot be checked in. Please send the devotee to the office.',
    msg({ message: 'This booking is not paid (payment {status}), so it cannot be checked in. Please send the devotee to the office.' }),
  ],
  ['This booking is for {when}: a devotee is checked in on the day of the ritual, not before.', msg({ message: 'This booking is for {when}: a devotee is checked in on the day of the ritual, not before.' })],
  // dispatch.ts
  ['A parcel cannot be set back to no delivery', msg`A parcel cannot be set back to no delivery`],
  ['This booking has no prasadam to deliver', msg`This booking has no prasadam to deliver`],
  ['A parcel moves forward only: it is {from} and cannot go back to {to}', msg({ message: 'A parcel moves forward only: it is {from} and cannot go back to {to}' })],
  ['Only a parcel that was shipped can be returned', msg`Only a parcel that was shipped can be returned`],
  ['Please enter the tracking id', msg`Please enter the tracking id`],
  ['{id} is not a UPS tracking number (1Z followed by 16 letters and digits, ending in its check digit)', msg({ message: '{id} is not a UPS tracking number (1Z followed by 16 letters and digits, ending in its check digit)' })],
  ['{id} is not a tracking number (8 to 40 letters and digits)', msg({ message: '{id} is not a tracking number (8 to 40 letters and digits)' })],
  ['Please choose at least one parcel', msg`Please choose at least one parcel`],
  ['Please choose the carrier', msg`Please choose the carrier`],
  ['Please enter the tracking id of {reference}', msg({ message: 'Please enter the tracking id of {reference}' })],
  ['UPS Next Day Air', msg`UPS Next Day Air`],
  ['UPS Worldwide Expedited', msg`UPS Worldwide Expedited`],
  ['Phone {code} {phone}', msg({ message: 'Phone {code} {phone}' })],
  // refund-outside.ts
  ['Cash at the counter', msg`Cash at the counter`],
  ['Another way', msg`Another way`],
  ['Refund not found', msg`Refund not found`],
  ['Choose how the money was given back', msg`Choose how the money was given back`],
  ['The note must be text', msg`The note must be text`],
  ['The note: at most {max} characters', msg({ message: 'The note: at most {max} characters' })],
  ['The note: one line of plain text', msg`The note: one line of plain text`],
  ["The devotee's bank account or card is closed, so the bank cannot take the money back.", msg`The devotee's bank account or card is closed, so the bank cannot take the money back.`],
  ["The devotee's bank refused the refund.", msg`The devotee's bank refused the refund.`],
  ['The payment gateway does not know this payment, so it cannot refund it.', msg`The payment gateway does not know this payment, so it cannot refund it.`],
  ['The payment gateway says this refund does not match what is left of the payment.', msg`The payment gateway says this refund does not match what is left of the payment.`],
  ['The payment gateway was not available. It may work later.', msg`The payment gateway was not available. It may work later.`],
  ['The payment gateway refused the refund request.', msg`The payment gateway refused the refund request.`],
  ['The payment gateway could not be reached. It may work later.', msg`The payment gateway could not be reached. It may work later.`],
  ['The payment gateway could not make the refund.', msg`The payment gateway could not make the refund.`],
  // payment-channels.ts
  [['valid for {hours} hour', 'valid for {hours} hours'], msg({ message: 'valid for {hours, plural, one {# hour} other {# hours}}' })],
  ['the US card terminal is only available at US centres', msg`the US card terminal is only available at US centres`],
  ['the card machine is only available at Indian centres', msg`the card machine is only available at Indian centres`],
  ['not offered at this centre', msg`not offered at this centre`],
  // schedule-rule.ts (form messages; describeRule's sentence is not mapped: see the test's list)
  ['Choose at least one weekday', msg`Choose at least one weekday`],
  ['Use a time such as 06:30', msg`Use a time such as 06:30`],
  // constants.ts: the footer's default copyright line
  ['Sannidhi Temple Trust. All Rights Reserved.', msg`Sannidhi Temple Trust. All Rights Reserved.`],
  // the api's 401s when the account ended (services/users/mirror-user.ts): kept English by the api, said here
  ['This account no longer exists. Please sign in again.', msg`This account no longer exists. Please sign in again.`],
  ['This account is disabled. Please contact the temple office.', msg`This account is disabled. Please contact the temple office.`],
  // contracts the api answers a devotee's screen with
  ['is required', msg`is required`],
  ['must be a URL', msg`must be a URL`],
  ['Enter valid phone number', msg`Enter valid phone number`],
  ['must be a 2-letter country code', msg`must be a 2-letter country code`],
  ['Please accept the privacy policy and terms to continue', msg`Please accept the privacy policy and terms to continue`],
  ['Names and nakshatram of members cannot be changed once a booking with this family is complete', msg`Names and nakshatram of members cannot be changed once a booking with this family is complete`],
  ['Family not found', msg`Family not found`],
  ['Please select an order to cancel', msg`Please select an order to cancel`],
  ['must be at least 8 characters', msg`must be at least 8 characters`],
  ['The cart is empty', msg`The cart is empty`],
  ['At most 50 items can be booked at once', msg`At most 50 items can be booked at once`],
  ['must be a payment id', msg`must be a payment id`],
  ['Subscription not found', msg`Subscription not found`],
  ['status must be ACTIVE or PAUSED', msg`status must be ACTIVE or PAUSED`],
  ['Subscription paused successfully', msg`Subscription paused successfully`],
  ['Subscription resumed successfully', msg`Subscription resumed successfully`],
  ['Subscription cancelled successfully', msg`Subscription cancelled successfully`],
  ['Address updated successfully', msg`Address updated successfully`],
  // contracts/waiting-list.ts, contracts/order.ts: the waiting list (issue 29)
  ['Places: a whole number from 1 to {max}', msg({ message: 'Places: a whole number from 1 to {max}' })],
  ['slot: not a slot id', msg`slot: not a slot id`],
  ['Waiting-list entry not found', msg`Waiting-list entry not found`],
  ['waiting-list offer: not an offer id', msg`waiting-list offer: not an offer id`],
  // the api's waiting-list refusals (services/waiting-list, services/orders/place-with-more.ts)
  ['This ritual has already begun; its waiting list is closed', msg`This ritual has already begun; its waiting list is closed`],
  ['This slot is closed; it has no waiting list', msg`This slot is closed; it has no waiting list`],
  ['These places are free: please book them instead of waiting', msg`These places are free: please book them instead of waiting`],
  ['You are already on the waiting list for this slot', msg`You are already on the waiting list for this slot`],
  ['This waiting-list offer has run out or has been used already', msg`This waiting-list offer has run out or has been used already`],
  ['This waiting-list offer is for another date: please choose the date it offers', msg`This waiting-list offer is for another date: please choose the date it offers`],
];

const PLACEHOLDER = /\{(\w+)\}/g;

interface Pattern {
  regex: RegExp;
  names: string[];
  message: MessageDescriptor;
}

const exact = new Map<string, MessageDescriptor>();
const patterns: Pattern[] = [];

for (const [english, message] of DOMAIN_TEXTS) {
  for (const text of typeof english === 'string' ? [english] : english) {
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
    if (names.length === 0) {
      exact.set(text, message);
      continue;
    }
    const source = text
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    patterns.push({ regex: new RegExp(`^${source}$`, 's'), names, message });
  }
}

/** The message of a domain text and the values read back from it, or null when the table does not know it. */
export function findDomainText(
  english: string,
): { message: MessageDescriptor; values: Record<string, string> } | null {
  const found = exact.get(english);
  if (found) return { message: found, values: {} };
  for (const { regex, names, message } of patterns) {
    const match = regex.exec(english);
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, i) => (values[name] = match[i + 1] ?? ''));
    return { message, values };
  }
  return null;
}

/** An api refusal names the field first ("phone: Enter a valid phone number"): the field stays, the text is translated. */
const FIELD_PREFIX = /^([\w.[\]]+): (.+)$/s;

/**
 * A text the domain produced (or the api answered with), in the interface language; the text itself when the table
 * does not know it (data: a name, a star, a reference). A value inside a text that is itself a domain text ("“Paid”"
 * in a day close finding, "city" in a family-form message) is translated too; a number is passed as a number (plurals).
 */
export function domainText(i18n: Pick<I18n, '_' | 'messages'>, english: string | null | undefined): string {
  if (!english) return '';
  const found = findDomainText(english);
  if (!found) {
    const prefixed = FIELD_PREFIX.exec(english);
    if (prefixed && findDomainText(prefixed[2] ?? ''))
      return `${prefixed[1]}: ${domainText(i18n, prefixed[2])}`;
    // An api validation answer names up to three fields, "; " between them: each part on its own.
    if (english.includes('; ')) {
      const parts = english.split('; ');
      const said = parts.map((part) => domainText(i18n, part));
      if (said.some((s, i) => s !== parts[i])) return said.join('; ');
    }
    return english;
  }
  // Not in the language's catalogue yet (before extraction): the English as the domain wrote it, never a message id.
  if (!found.message.id || !(found.message.id in i18n.messages)) return english;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(found.values))
    values[name] = /^\d+$/.test(value) ? Number(value) : domainText(i18n, value);
  // A variable, not an object literal: Lingui's extractor reads `i18n._({…})` literals as messages to extract.
  const descriptor: MessageDescriptor = { ...found.message, values };
  return i18n._(descriptor);
}

/** `domainText` in a component: follows the interface language as it changes. */
export function useDomainText(): (english: string | null | undefined) => string {
  // `_` changes with the language: a component memoising on the function follows it.
  const { i18n, _ } = useLingui();
  return useCallback(
    (english: string | null | undefined) => domainText({ _, messages: i18n.messages }, english),
    [_, i18n],
  );
}

/**
 * `domainText` in the language shown now (the app's one i18n instance), for a line that renders a domain text where a
 * hook cannot go (a table cell, a toast). The component re-renders on a language change when it reads `useLingui()`.
 */
export function inUiLanguage(english: string | null | undefined): string {
  return domainText(i18n, english);
}
