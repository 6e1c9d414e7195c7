// The public schema as one file, and the rule for changing it (issue 14): `schema.graphql` at the
// root is a snapshot of schema/*.graphql that `npm run schema:snapshot` (and `npm run codegen`)
// writes; scripts/check-schema.mjs, run by `npm run lint`, compares it with main's.
//
// The rule: nothing an integrator's query relies on disappears or changes shape without warning.
// Every change graphql-inspector rates BREAKING fails, except removing a field, an input field or
// an enum value the old schema already marked @deprecated — deprecation is the warning — and
// widening an output field from Int to SafeInt (same list and null wrapping): every query stays
// valid and every answer it could get before is the same JSON number (docs/api.md, "Money").
// Arguments and input fields never widen: a client's variables are typed by them.
// (Inspector's own suppressRemovalOfDeprecatedField rule is not used: it also lets any removed
// type through, deprecated or not.)
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  lexicographicSortSchema,
  printSchema,
} from 'graphql';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SNAPSHOT = 'schema.graphql';
const SCHEMA_DIR = join(root, 'schema');

/** schema/*.graphql merged as the server merges them, printed in a stable (sorted) order. */
export function currentSchemaSdl(dir = SCHEMA_DIR) {
  const typeDefs = readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
  const schema = makeExecutableSchema({ typeDefs });
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

const REMOVALS = new Set(['FIELD_REMOVED', 'INPUT_FIELD_REMOVED', 'ENUM_VALUE_REMOVED']);

/** Whether `change` removes something the old schema had marked @deprecated. */
function removesDeprecated(change, oldSchema) {
  if (!REMOVALS.has(change.type) || !change.path) return false;
  const [typeName, memberName] = change.path.split('.');
  const type = oldSchema.getType(typeName);
  let member;
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    member = type.getFields()[memberName];
  } else if (isEnumType(type)) {
    member = type.getValue(memberName);
  }
  return Boolean(member?.deprecationReason);
}

/** Whether `change` turns an object or interface field's Int into SafeInt, wrapping unchanged. */
function widensIntToSafeInt(change) {
  if (change.type !== 'FIELD_TYPE_CHANGED') return false;
  const { oldFieldType, newFieldType } = change.meta ?? {};
  return (
    typeof oldFieldType === 'string' &&
    /\bInt\b/.test(oldFieldType) &&
    oldFieldType.replace(/\bInt\b/, 'SafeInt') === newFieldType
  );
}

/**
 * The changes from `oldSdl` to `newSdl` that break the rule above, each as
 * `{ path, message }`; an empty list when the new schema may replace the old.
 */
export async function breakingChanges(oldSdl, newSdl) {
  const oldSchema = buildSchema(oldSdl);
  const newSchema = buildSchema(newSdl);
  const changes = await diff(oldSchema, newSchema);
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .filter((change) => !removesDeprecated(change, oldSchema))
    .filter((change) => !widensIntToSafeInt(change))
    .map((change) => ({ path: change.path ?? '', message: change.message }));
}
