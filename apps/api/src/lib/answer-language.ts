// A refusal's `{ message }` in the language of the request (issue 28; docs/decisions.md, "Languages: the api's
// answers"): an onSend hook, so that every way an answer of 400 and above is sent — the error handler, a route's own
// reply, the not-found handler — is translated the same way, after the services wrote the spec's English. A 401 stays
// English: the web reads its words to tell an expired session from an ended account, and says them in its own.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { localizeAnswer } from '../answer-texts';
import { requestLanguage } from './client-context';

export async function localizeErrorAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const status = reply.statusCode;
  if (status < 400 || status === 401 || typeof payload !== 'string') return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !type.includes('json')) return payload;
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-language` : 'accept-language');
  const lang = requestLanguage(request.headers);
  if (lang === 'en') return payload;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (typeof body !== 'object' || body === null) return payload;
  const { message } = body as { message?: unknown };
  if (typeof message !== 'string') return payload;
  reply.header('content-language', lang);
  return JSON.stringify({ ...body, message: localizeAnswer(message, lang) });
}
