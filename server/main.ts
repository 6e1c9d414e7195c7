// Entry point: read the environment, build the server, listen, say where phones on the same
// network can open it (PUBLIC_URL unset), and shut down cleanly on SIGINT/SIGTERM (PGlite must be closed, or its data directory stays locked and unsynced).
import { DatabaseUnavailableError } from '../db/connection-error';
import { DataDirLockedError } from '../db/lock';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './http/app';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  await app.listen();
  app.fastify.log.info(
    `Poker Night is ready at ${config.publicUrl} (${app.database.kind}${config.postmark ? ', Postmark mail' : ', mail printed to this log'})`,
  );
  // Plain lines, not JSON: the host reads them off the terminal to type into a phone.
  for (const url of app.origins.networkUrls()) console.log(`On your network: ${url}`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.fastify.log.info(`${signal} received, shutting down`);
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseUnavailableError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
