// The bench's baseline: a bare Fastify route answering a small JSON, in its own process; prints its address.
import Fastify from 'fastify';

const hello = Fastify();
hello.get('/hello', async () => ({ payload: 'hello' }));
await hello.listen({ port: 0, host: '127.0.0.1' });
console.log(`http://127.0.0.1:${hello.server.address().port}/hello`);
