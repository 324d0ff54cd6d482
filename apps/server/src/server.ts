import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

// Only listens and shuts down: everything else is in buildApp (app.ts).
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let app;
  try {
    app = await buildApp(config);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite under DATA_DIR=${config.dataDir}`;
    console.error(`Cannot start: the database is not usable (${where}): ${why}`);
    process.exit(1);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // close() stops accepting connections, waits for in-flight requests, then runs onClose (database).
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    console.error(`Cannot listen on ${config.host}:${config.port}: ${err instanceof Error ? err.message : err}`);
    await app.close();
    process.exit(1);
  }
  app.log.info({ database: app.database.dialect, location: app.database.location }, 'ready');
}

void main();
