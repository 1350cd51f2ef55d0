import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The heading of each table of "My data" (apps/api/src/repositories/devotee-data.ts names them). */
const LABELS: Record<string, MessageDescriptor> = {
  users: msg`Your profile`,
  booking_persons: msg`Billing details`,
  families: msg`Families and palm-leaf members`,
  orders: msg`Bookings`,
  payments: msg`Payments`,
  payment_links: msg`Payment links`,
  refunds: msg`Refunds`,
  subscriptions: msg`Subscriptions and mandates`,
  subscription_payments: msg`Subscription months paid`,
  subscription_charges: msg`Subscription charges`,
  mail_outbox: msg`Mails sent to you`,
  analytics_events: msg`Visits (analytics)`,
  audit_log: msg`Audit log entries`,
  user_roles: msg`Staff roles`,
  volunteer_acting_for: msg`Office volunteers acting for you`,
  consents: msg`Consents`,
  waiting_list_entries: msg`Waiting lists`,
};

const OTHER = msg`Other records`;

export function tableLabel(table: string): MessageDescriptor {
  return LABELS[table] ?? OTHER;
}

/** A column's name as a reader sees it: "first_name" → "First name" (the download keeps the database's names). */
export function columnLabel(column: string): string {
  const words = column.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
