import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseDataError, isDatabaseUnavailable } from './pg-errors';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('database error classification', () => {
  it('treats a terminated, refused or starting database as unavailable, also when wrapped', () => {
    expect(isDatabaseUnavailable(pgError('ECONNREFUSED'))).toBe(true);
    expect(
      isDatabaseUnavailable(pgError('57P01', 'terminating connection due to administrator command')),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: pgError('57P03') }))).toBe(true);
    expect(isDatabaseUnavailable(pgError('23505'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });

  it('treats a Unix socket with no server behind it as unavailable, but not a missing file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-pg-'));
    const client = new pg.Client({ connectionString: `postgres://u:p@localhost:5999/db?host=${dir}` });
    const err: unknown = await client.connect().then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ code: 'ENOENT', syscall: 'connect' });
    expect(isDatabaseUnavailable(err)).toBe(true);
    const missing: unknown = await fs.promises.readFile(path.join(dir, 'nothing')).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(missing)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('treats SQLSTATE class 22 as bad input', () => {
    for (const code of ['22P02', '22021', '22P05', '22003', '22007']) {
      expect(isDatabaseDataError(new Error('Failed query', { cause: pgError(code) }))).toBe(true);
    }
    expect(isDatabaseDataError(pgError('23505'))).toBe(false);
    expect(isDatabaseDataError(pgError('ECONNREFUSED'))).toBe(false);
  });
});
