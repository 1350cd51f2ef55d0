// How a failed database call reaches the caller: an unreachable or restarting PostgreSQL is a short outage (503,
// try again), a value PostgreSQL cannot store or compare is the caller's bad input (400). Never SQL text or stacks.

/** SQLSTATE classes and node errors that mean "the database is not reachable right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown (backend terminated, fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '25006', // read_only_sql_transaction: a demoted primary during failover
]);

const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|^timeout expired$|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down|in recovery mode)|terminating connection/i;

function chain(err: unknown): { code?: unknown; message?: unknown; syscall?: unknown }[] {
  const out: { code?: unknown; message?: unknown; syscall?: unknown }[] = [];
  let current: unknown = err;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    out.push(current as { code?: unknown; message?: unknown; syscall?: unknown });
    current = (current as { cause?: unknown }).cause;
  }
  return out;
}

/** A Unix-socket connection (DATABASE_URL with ?host=/dir) to a server that is down: its socket file is gone. */
const isMissingSocket = (e: { code?: unknown; syscall?: unknown }) =>
  e.code === 'ENOENT' && e.syscall === 'connect';

export function isDatabaseUnavailable(err: unknown): boolean {
  return chain(err).some(
    (e) =>
      (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) ||
      isMissingSocket(e) ||
      (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)),
  );
}

/**
 * PostgreSQL class 22 (data exception: invalid text representation 22P02, untranslatable character 22P05,
 * character not in repertoire 22021, numeric out of range 22003, invalid datetime 22007/22008, …) is bad input.
 */
export function isDatabaseDataError(err: unknown): boolean {
  return chain(err).some((e) => typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code));
}

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';
export const CONCURRENT_CHANGE_MESSAGE =
  'Someone else made the same change at the same moment. Please reload and try again.';
export const DATA_ERROR_MESSAGE =
  'The request contains a value that cannot be stored. Please correct it and try again.';

/** A unique constraint refused the row (SQLSTATE 23505). */
export function isUniqueViolation(err: unknown): boolean {
  return chain(err).some((e) => e.code === '23505');
}
