/** Limits and constants of the specification, shared by web and api (spec part 1 §9, part 2 §9). */
export const REQUEST_TIMEOUT_MS = 20_000;
export const SCROLL_TO_NODE_OFFSET_PX = 200;
export const TOAST_DURATION_MS = {
  success: 2000,
  error: 4000,
  blank: 4000,
  custom: 4000,
  loading: Infinity,
} as const;
/** Error toasts in the orders and family area. */
export const ORDERS_TOAST_DURATION_MS = 5000;
/** The toast after a sign-in that cancelled a deletion request (issue 30): two sentences to read, then it goes. */
export const ERASURE_NOTICE_TOAST_MS = 10_000;
export const TOAST_LIMIT = 20;
export const TOAST_REMOVE_DELAY_MS = 1000;
export const CART_BADGE_CAP = 99;
export const PAYMENT_LINK_VALIDITY_HOURS = 3;
export const PAYMENT_FORM_SUBMIT_DELAY_MS = 300;
export const LOGIN_REDIRECT_DELAY_MS = 500;
/** The card terminal is asked every 2 s while it waits for the card. */
export const TERMINAL_POLL_MS = 2000;
/**
 * A card-terminal payment that expired is asked about again by the jobs (the reader does not notify the api): for
 * this long after it expired, at most every TERMINAL_RECHECK_EVERY_MS, at most TERMINAL_RECHECK_BATCH per round.
 */
export const TERMINAL_RECHECK_WINDOW_MS = 24 * 60 * 60_000;
export const TERMINAL_RECHECK_EVERY_MS = 5 * 60_000;
export const TERMINAL_RECHECK_BATCH = 20;
export const PENDING_PAYMENT_MAIL_MINUTES = 40;
export const RECEIPT_WIDTH_MM = 80;
export const QUERY_RETRY = 3;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
export const QUERY_GC_TIME_MS = 5 * 60_000;
export const DEFAULT_DIAL_CODE = '+91';
export const DEFAULT_COUNTRY = 'IN';
export const DEFAULT_TIMEZONE = 'Asia/Kolkata';
export const DEFAULT_DATE_FORMAT = 'dd-MM-yyyy';
export const RESCHEDULE_BLOCK_DAYS = 5;
export const RESCHEDULE_WINDOW_DAYS = 90;
export const SUBSCRIPTION_TERM_MONTHS = 12;
export const FAMILY_MAX_MEMBERS = 4;
export const ADDRESS_LINE1_MIN = 15;
export const ADDRESS_LINE_MAX = 32;
export const PIN_LOOKUP_MIN_CHARS = 4;
export const MODIFY_REDIRECT_DELAY_MS = 1000;
export const RESCHEDULE_DIALOG_REOPEN_MS = 300;
export const TEXT_INPUT_MAX = 255;
export const ORDER_PAGE_SIZE = 10;
/** Parcels per page of the prasadam dispatch queue (staff console). */
export const DISPATCH_PAGE_SIZE = 50;
export const MONTHS_IN_YEAR = 12;
export const PAYMENT_REQUEST_ID_LENGTH = 10;
/** Local storage key of the session state. */
export const SESSION_STORAGE_KEY = 'sannidhi.session';
/** Header marking back-office requests. */
export const BACK_OFFICE_HEADER = 'x-back-office';
export const USER_EMAIL_HEADER = 'x-user-email';
export const SSO_ID_HEADER = 'x-sso-id';
export const CENTER_ID_HEADER = 'x-center-id';
export const TIMESTAMP_HEADER = 'x-timestamp';
export const REQUEST_ID_HEADER = 'x-request-id';
export const DEFAULT_SUPPORT_EMAIL = 'support@sannidhi.example.org';
export const DEFAULT_COPYRIGHT_TEXT = 'Sannidhi Temple Trust. All Rights Reserved.';
export const COPYRIGHT_YEAR = 2017;
/** Rows per page of the staff accounts table (payments of a day) and of the audit page. */
export const ACCOUNTS_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 50;
/** The longest range of days one CSV export of collections covers. */
export const ACCOUNTS_EXPORT_MAX_DAYS = 366;
