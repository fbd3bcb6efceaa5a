// The yardstick for the price list API: bare Fastify answering the same JSON from memory.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: bare-server.ts JSON_FILE PORT');
const body = readFileSync(file, 'utf8');
const app = Fastify({ logger: false });
app.get('/api/pricelist', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
