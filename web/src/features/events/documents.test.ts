// Every GraphQL document of the event, history and dashboard screens is valid against the schema
// and within the server's query limits (server/graphql/armor.ts), colocated fragments included:
// a document over a limit fails only against the real server, never in mocked tests.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, Kind, print, specifiedRules, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { parseWithLimits, protection } from '../../../../server/graphql/armor';
import * as dashboard from '../dashboard/documents';
import * as history from '../history/documents';
import * as events from './documents';

const schemaDir = join(process.cwd(), 'schema');
const schema = buildSchema(
  readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(schemaDir, file), 'utf8'))
    .join('\n'),
);

const operations = Object.entries({ ...events, ...history, ...dashboard } as Record<
  string,
  DocumentNode
>).filter(([, document]) =>
  document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION),
);

describe('event, history and dashboard documents', () => {
  it.each(operations)('%s passes the schema and the server limits', (_name, document) => {
    const rules = [...specifiedRules, ...protection.validationRules];
    const errors = validate(schema, document, rules).map((error) => error.message);
    expect(errors).toEqual([]);
    expect(() => parseWithLimits(print(document))).not.toThrow();
  });
});
