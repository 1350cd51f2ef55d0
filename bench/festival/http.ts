// The load generator's HTTP client: node:http on kept-alive sockets (cheaper per request than fetch, so that more of
// the shared machine is left to the api), answering the status, the headers and the body as text.
import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

export function request(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error('timed out after 60 s')));
    if (opts.body !== undefined) req.end(opts.body);
    else req.end();
  });
}

/** The hidden inputs of an HTML form (the sandbox gateway's payment page), their values unescaped. */
export function hiddenInputs(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)) {
    const name = unescapeHtml(m[1]!);
    if (!(name in fields)) fields[name] = unescapeHtml(m[2]!);
  }
  return fields;
}

function unescapeHtml(s: string): string {
  return s
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
