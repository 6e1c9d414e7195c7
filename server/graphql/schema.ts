// The executable schema: SDL from schema/*.graphql (the public contract) plus the resolver map.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { isScalarType, type GraphQLSchema } from 'graphql';
import { enforceInputLimits } from './input-limits';
import { resolvers } from './resolvers';

const schemaDir = fileURLToPath(new URL('../../schema', import.meta.url));

export function loadTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(`${schemaDir}/${file}`, 'utf8'));
}

/**
 * A scalar implemented by a GraphQLScalarType (DateTime) takes that object's description, even
 * an empty one, over the SDL's: graphql-tools copies every property across. The SDL is the one
 * public text (and what the schema.graphql snapshot prints), so its description is put back.
 */
function keepSdlScalarDescriptions(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    const described = type.astNode?.description?.value;
    if (isScalarType(type) && described !== undefined) type.description = described;
  }
  return schema;
}

export function buildSchema() {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers });
  return enforceInputLimits(keepSdlScalarDescriptions(schema));
}
