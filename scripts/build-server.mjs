// `npm run build:server`: compile the server into dist/server (scripts/lib/server-build.mjs).
import { buildServer } from './lib/server-build.mjs';

await buildServer();
