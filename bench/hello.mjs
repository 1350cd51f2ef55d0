// The bench's baselines, in a process of their own; prints its address.
// - GET /hello: a bare Fastify route answering a small JSON.
// - GET /replay: a bare Fastify route answering, as is, the answer last given to PUT /replay ({ headers, body } with
//   the body in base64): the framework's own pace for exactly the bytes an api route sends.
import Fastify from 'fastify';

const app = Fastify({ bodyLimit: 10 * 1024 * 1024 });
let replay = { headers: {}, body: Buffer.alloc(0) };
app.get('/hello', async () => ({ payload: 'hello' }));
app.put('/replay', async (request) => {
  const { headers, body } = request.body;
  replay = { headers, body: Buffer.from(body, 'base64') };
  return { ok: true };
});
app.get('/replay', async (_request, reply) => reply.headers(replay.headers).send(replay.body));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`http://127.0.0.1:${app.server.address().port}`);
