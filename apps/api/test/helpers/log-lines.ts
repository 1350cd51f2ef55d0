// A pino destination that keeps each JSON log line, for tests of what the api logs.
import { Writable } from 'node:stream';

export function logLines(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines };
}
