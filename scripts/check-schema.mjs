// The schema check, run by `npm run lint` (issue 14):
// 1. schema.graphql is schema/*.graphql as it stands (else: run `npm run schema:snapshot`);
// 2. no breaking change against the snapshot on the base branch (`main`, or SCHEMA_BASE=<git ref>):
//    a field, argument, type or enum value an integrator may use is never removed or changed in
//    shape, unless it was @deprecated there first (scripts/lib/schema.mjs has the rule).
// Without git or without a snapshot on the base (the first one), step 2 says so and is skipped.
//
// Usage: node scripts/check-schema.mjs            exits 1 and lists every problem
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { breakingChanges, currentSchemaSdl, root, SNAPSHOT } from './lib/schema.mjs';

const base = process.env.SCHEMA_BASE || 'main';
const problems = [];

const current = currentSchemaSdl();
const snapshotPath = join(root, SNAPSHOT);
if (!existsSync(snapshotPath) || readFileSync(snapshotPath, 'utf8') !== current) {
  problems.push(`${SNAPSHOT} is not schema/*.graphql as it stands: run npm run schema:snapshot`);
}

let baseSdl = null;
try {
  baseSdl = execFileSync('git', ['show', `${base}:${SNAPSHOT}`], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
} catch {
  console.log(`check-schema: no ${SNAPSHOT} on ${base}; breaking changes not checked`);
}
if (baseSdl !== null) {
  for (const change of await breakingChanges(baseSdl, current)) {
    problems.push(
      `Breaking change against ${base}'s ${SNAPSHOT}: ${change.message} (${change.path}). ` +
        'Deprecate it (@deprecated(reason: "…")) and remove it in a later release.',
    );
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
