// What a PostgreSQL or connection error means to a caller: an outage (503, try again) or bad data (400).

/** SQLSTATE classes and socket codes of a database that is unreachable, restarting or shutting down. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown (a restart or a killed backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
]);
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error/,
];

/** Data the database refused as malformed: a NUL character, an invalid uuid or number, a value too long. */
const BAD_DATA_CODES = new Set([
  '22P02',
  '22021',
  '22P05',
  '22001',
  '22003',
  '22007',
  '22008',
  '22023',
  '22025',
]);

export type DatabaseErrorKind = 'unavailable' | 'bad-data' | null;

/** Classifies an error thrown by pg; null when it is not one of these two kinds. */
export function classifyDatabaseError(error: unknown, depth = 0): DatabaseErrorKind {
  if (!error || typeof error !== 'object' || depth > 4) return null;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return 'unavailable';
  if (typeof code === 'string' && BAD_DATA_CODES.has(code)) return 'bad-data';
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return 'unavailable';
  // Drizzle wraps the driver's error in `cause`; a refused connection to several addresses is an AggregateError.
  const nested = [cause, ...(Array.isArray(errors) ? errors : [])];
  for (const inner of nested) {
    const kind = classifyDatabaseError(inner, depth + 1);
    if (kind) return kind;
  }
  return null;
}

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable; please try again in a moment';
export const BAD_DATA_MESSAGE = 'The request holds a value that is not valid';
