// The executable schema: SDL from schema/*.graphql (the public contract) plus the resolver map.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { isScalarType, Kind, type GraphQLScalarType, type GraphQLSchema } from 'graphql';
import { enforceInputLimits } from './input-limits';
import { resolvers } from './resolvers';

const schemaDir = fileURLToPath(new URL('../../schema', import.meta.url));

export function loadTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(`${schemaDir}/${file}`, 'utf8'));
}

/** The url of a scalar's `@specifiedBy(url: …)` in the SDL, if it has one. */
function specifiedByOf(type: GraphQLScalarType): string | undefined {
  const directive = type.astNode?.directives?.find((d) => d.name.value === 'specifiedBy');
  const url = directive?.arguments?.find((a) => a.name.value === 'url')?.value;
  return url?.kind === Kind.STRING ? url.value : undefined;
}

/**
 * A scalar implemented by a GraphQLScalarType (DateTime, SafeInt) takes that object's
 * description and specifiedByURL, even empty ones, over the SDL's: graphql-tools copies every
 * property across. The SDL is the one public text (and what the schema.graphql snapshot prints),
 * so both are put back.
 */
function keepSdlScalarDescriptions(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isScalarType(type)) continue;
    const described = type.astNode?.description?.value;
    if (described !== undefined) type.description = described;
    const specifiedBy = specifiedByOf(type);
    if (specifiedBy !== undefined) type.specifiedByURL = specifiedBy;
  }
  return schema;
}

export function buildSchema() {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers });
  return enforceInputLimits(keepSdlScalarDescriptions(schema));
}
