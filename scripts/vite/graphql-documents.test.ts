import { describe, expect, it } from 'vitest';
import { readDocumentLiterals, readSourceNames, replaceGraphqlCalls } from './graphql-documents';

const ME = '\n  query Me($id: ID!) {\n    me(id: $id) {\n      id\n    }\n  }\n';
const gqlTs = `const documents: Documents = {\n    ${JSON.stringify(ME)}: types.MeDocument,\n};\n`;
const graphqlTs =
  'export type MeQuery = { me: { id: string } };\n' +
  'export const MeDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;\n';

describe('graphql documents plugin', () => {
  const names = readSourceNames(gqlTs);

  it('reads the source → export map and each document literal codegen wrote', () => {
    expect(names).toEqual(new Map([[ME, 'MeDocument']]));
    expect(readDocumentLiterals(graphqlTs)).toEqual(
      new Map([['MeDocument', '{"kind":"Document","definitions":[]}']]),
    );
  });

  it('replaces a call (with $variables) by its own module and drops the runtime import', () => {
    const code = `import { graphql } from '../../gql';\n\nexport const ME = graphql(\`${ME}\`);\n`;
    expect(replaceGraphqlCalls(code, names)).toBe(
      'import __gql_MeDocument from "virtual:graphql-document/MeDocument";\n\n' +
        'export const ME = __gql_MeDocument;\n',
    );
  });

  it('leaves files without calls alone and fails on a document codegen has not seen', () => {
    expect(replaceGraphqlCalls('export const x = 1;', names)).toBeNull();
    expect(() => replaceGraphqlCalls('graphql(`\n  query Other { a }\n`)', names)).toThrow(
      'run npm run codegen',
    );
  });
});
