// The fixtures' documents are valid against the public schema, so a renamed field or argument
// fails here, by name, rather than as a confusing error in every integration test that seeds.
import { isExecutableDefinitionNode, Kind, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../server/graphql/schema';
import * as operations from './operations';

const schema = buildSchema();
const documents = Object.entries(operations).filter(
  (entry): entry is [string, DocumentNode] =>
    typeof entry[1] === 'object' && (entry[1] as DocumentNode).kind === Kind.DOCUMENT,
);

describe('test operations', () => {
  it('are all found', () => {
    expect(documents.length).toBeGreaterThan(5);
  });

  it.each(documents)('%s is valid against the schema and named after its export', (name, doc) => {
    expect(validate(schema, doc).map((error) => error.message)).toEqual([]);
    const [definition] = doc.definitions.filter(isExecutableDefinitionNode);
    expect(definition && 'name' in definition ? definition.name?.value : undefined).toBe(name);
  });
});
