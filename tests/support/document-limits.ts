// What the server would say of a web screen's GraphQL documents before running them: schema
// validation plus its query limits (depth, aliases, directives, tokens: server/graphql/armor.ts;
// cost: core/api-limits' cap, variables unknown, so pages are costed at their largest). A document over a limit fails only against the real server, never in
// mocked component tests, so the screens' documents tests check them here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, Kind, print, specifiedRules, validate, type DocumentNode } from 'graphql';
import { operationCostProblem } from '../../core/api-limits';
import { parseWithLimits, protection } from '../../server/graphql/armor';
import { operationCost } from '../../server/graphql/operation-cost';

const schemaDir = join(process.cwd(), 'schema');
const schema = buildSchema(
  readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(schemaDir, file), 'utf8'))
    .join('\n'),
);

/** The operations (not the fragments) among the documents modules export, by export name. */
export function operationsOf(...modules: object[]): [string, DocumentNode][] {
  return modules
    .flatMap((module) => Object.entries(module as Record<string, DocumentNode>))
    .filter(([, document]) =>
      document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION),
    );
}

/** Every reason the server would refuse `document`; empty when it would run it. */
export function refusalsOf(document: DocumentNode): string[] {
  const rules = [...specifiedRules, ...protection.validationRules];
  const errors = validate(schema, document, rules).map((error) => error.message);
  if (errors.length === 0) {
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const cost = operationCost(schema, document, definition);
      const problem = operationCostProblem(cost);
      if (problem) errors.push(problem);
    }
  }
  try {
    parseWithLimits(print(document));
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error));
  }
  return errors;
}
