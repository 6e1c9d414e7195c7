// The executable schema: SDL from schema/*.graphql (the public contract) plus the resolver map.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { enforceInputLimits } from './input-limits';
import { resolvers } from './resolvers';

const schemaDir = fileURLToPath(new URL('../../schema', import.meta.url));

export function loadTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(`${schemaDir}/${file}`, 'utf8'));
}

export function buildSchema() {
  return enforceInputLimits(makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers }));
}
