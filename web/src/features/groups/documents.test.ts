// Every GraphQL document of the groups screens is valid against the schema and within the
// server's query limits (depth, cost, aliases, directives: server/graphql/armor.ts). A document
// over a limit fails only against the real server (mocked tests never see it), so it is checked
// here with the server's own validation rules.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, Kind, specifiedRules, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { protection } from '../../../../server/graphql/armor';
import * as documents from './documents';

const schemaDir = join(process.cwd(), 'schema');
const schema = buildSchema(
  readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(schemaDir, file), 'utf8'))
    .join('\n'),
);

const operations = Object.entries(documents as Record<string, DocumentNode>).filter(
  ([, document]) =>
    document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION),
);

describe('groups documents', () => {
  it.each(operations)('%s passes the schema and the server limits', (_name, document) => {
    const rules = [...specifiedRules, ...protection.validationRules];
    const errors = validate(schema, document, rules).map((error) => error.message);
    expect(errors).toEqual([]);
  });
});
