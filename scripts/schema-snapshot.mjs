// Writes schema.graphql, the committed snapshot of the public schema (schema/*.graphql merged and
// sorted): `npm run schema:snapshot`, also run by `npm run codegen`. Commit it with the SDL change;
// scripts/check-schema.mjs refuses a stale one and a breaking change against main's.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentSchemaSdl, root, SNAPSHOT } from './lib/schema.mjs';

writeFileSync(join(root, SNAPSHOT), currentSchemaSdl());
console.log(`Wrote ${SNAPSHOT}`);
