import Fastify from 'fastify';

// The baseline of the API ratios (docs/decisions/012-benchmarks.md): a bare Fastify hello-world, no
// logger, no plugins, in its own process on the port given, measured in the same run.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.stdout.write('ready\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
