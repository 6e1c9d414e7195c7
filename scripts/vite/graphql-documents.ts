// Build-time replacement of `graphql(`…`)` calls by one small module per document, what
// codegen's client-preset Babel plugin does, without Babel. The preset's runtime `graphql()`
// looks each source up in a map of every document in the app (web/src/gql/gql.ts), and even
// named imports from web/src/gql/graphql.ts would keep all of them in one module, hence one
// chunk loaded up front; as virtual modules each document goes into the chunk that uses it.
import { readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/** `graphql(`…`)` with a plain template: `$variables` inside, but no `${}` interpolation. */
const GRAPHQL_CALL = /\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g;
/** One entry of gql.ts's `documents` map: `"<source as JSON string>": types.<ExportName>,` */
const MAP_ENTRY = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
/** One document of graphql.ts: `export const <Name> = {…} as unknown as DocumentNode<…>;` */
const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
/** The runtime lookup's import, which would keep the map of every document in the build. */
const RUNTIME_IMPORT = /^import \{ graphql \} from '[./]*(?:[\w/]*\/)?gql(?:\/index|\/gql)?';\n/m;
const VIRTUAL_PREFIX = 'virtual:graphql-document/';

/** Source text → export name of web/src/gql/graphql.ts, read from the generated gql.ts. */
export function readSourceNames(gqlTs: string): Map<string, string> {
  const start = gqlTs.indexOf('const documents');
  if (start < 0) throw new Error('gql.ts has no `const documents` map: did codegen change?');
  const block = gqlTs.slice(start, gqlTs.indexOf('};', start));
  const names = new Map<string, string>();
  for (const [, json, name] of block.matchAll(MAP_ENTRY)) names.set(JSON.parse(json!), name!);
  return names;
}

/** Export name → the document's AST as a JavaScript literal, read from the generated graphql.ts. */
export function readDocumentLiterals(graphqlTs: string): Map<string, string> {
  return new Map([...graphqlTs.matchAll(DOCUMENT)].map(([, name, literal]) => [name!, literal!]));
}

/**
 * `code` with each `graphql(`…`)` call replaced by a default import of the document's own
 * module, and without its `import { graphql }`; null when the file has no call. Throws on a source codegen has not seen.
 */
export function replaceGraphqlCalls(code: string, sourceNames: Map<string, string>): string | null {
  const used = new Set<string>();
  const replaced = code.replace(GRAPHQL_CALL, (_call, source: string) => {
    const name = sourceNames.get(source);
    if (!name) {
      const firstLine = source.trim().split('\n')[0];
      throw new Error(`No generated document for graphql(\`${firstLine}…\`): run npm run codegen`);
    }
    used.add(name);
    return `__gql_${name}`;
  });
  if (used.size === 0) return null;
  const imports = [...used].map(
    (name) => `import __gql_${name} from ${JSON.stringify(VIRTUAL_PREFIX + name)};\n`,
  );
  return imports.join('') + replaced.replace(RUNTIME_IMPORT, '');
}

/** The plugin, for builds only (the dev server keeps codegen's runtime lookup). */
export function graphqlDocuments(gqlDir: string): Plugin {
  const root = resolve(gqlDir);
  let sourceNames = new Map<string, string>();
  let literals = new Map<string, string>();
  return {
    name: 'poker-night:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      sourceNames = readSourceNames(readFileSync(resolve(root, 'gql.ts'), 'utf8'));
      literals = readDocumentLiterals(readFileSync(resolve(root, 'graphql.ts'), 'utf8'));
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return null;
      const name = id.slice(VIRTUAL_PREFIX.length + 1);
      const literal = literals.get(name);
      if (!literal) throw new Error(`graphql.ts has no document ${name}: run npm run codegen`);
      return `export default ${literal};`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(root + sep) || !code.includes('graphql(')) {
        return null;
      }
      const result = replaceGraphqlCalls(code, sourceNames);
      return result === null ? null : { code: result, map: null };
    },
  };
}
