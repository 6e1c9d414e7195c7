// The project's own import graph, shared by the lint checks (check-imports, check-boundaries):
// every source file, what it imports (target path, type-only or not, the names it binds) and its
// parsed source. Uses the TypeScript parser the project already has, so it sees `import type`
// too, and resolves relative paths the way tsconfig's Bundler resolution does (no path aliases).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const scanned = ['core', 'db', 'server', 'emails', 'web/src', 'tests', 'bench', 'scripts'];
const skipped = ['db/migrations', 'node_modules'];
const extensions = ['.ts', '.tsx', '.mjs', '.js'];

function listFiles(dir) {
  const out = [];
  for (const name of readdirSync(join(root, dir))) {
    const path = join(dir, name);
    if (skipped.includes(path.split(sep).join('/'))) continue;
    if (statSync(join(root, path)).isDirectory()) out.push(...listFiles(path));
    else if (extensions.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts'))
      out.push(path);
  }
  return out;
}

export const under = (file, dir) => file === dir || file.startsWith(`${dir}/`);
export const isTest = (file) => /\.(test|spec)\.tsx?$/.test(file) || under(file, 'tests');

/** Reads every file once: `files` (paths), `graph` (path → imports) and `sources` (path → AST). */
export function readProject() {
  const files = scanned.flatMap((dir) => listFiles(dir)).map((f) => f.split(sep).join('/'));
  const known = new Set(files);
  const resolveImport = (from, specifier) => {
    if (!specifier.startsWith('.')) return null; // a package
    const base = join(dirname(from), specifier).split(sep).join('/');
    const stem = base.replace(/\.(m?js)$/, '');
    const candidates = [
      base,
      ...extensions.map((e) => stem + e),
      ...extensions.map((e) => `${base}/index${e}`),
    ];
    return candidates.find((c) => known.has(c)) ?? null;
  };

  const sources = new Map();
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    sources.set(file, source);
    graph.set(file, importsOf(file, source, resolveImport));
  }
  return { files, graph, sources };
}

/** Every import and re-export of a file: target, whether it brings in types only, local names. */
function importsOf(file, source, resolveImport) {
  const found = [];
  const add = (specifier, typeOnly, names = []) => {
    const target = resolveImport(file, specifier);
    if (target) found.push({ target, typeOnly, names });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const typeOnly =
        Boolean(clause?.isTypeOnly) ||
        (clause !== undefined &&
          !clause.name &&
          named !== undefined &&
          ts.isNamedImports(named) &&
          named.elements.length > 0 &&
          named.elements.every((e) => e.isTypeOnly));
      const names = [];
      if (named && ts.isNamespaceImport(named)) names.push({ local: named.name.text, all: true });
      if (named && ts.isNamedImports(named)) {
        for (const e of named.elements) {
          names.push({ local: e.name.text, imported: (e.propertyName ?? e.name).text, all: false });
        }
      }
      add(node.moduleSpecifier.text, typeOnly, names);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Server folders that are not domains: the transports and the helpers every domain may use. */
const serverLayers = ['graphql', 'http', 'shared'];

/** The server's domains: every folder under server/ but the transports and shared/. */
export function serverDomainsOf(files) {
  const folders = files
    .filter((f) => /^server\/[^/]+\//.test(f))
    .map((f) => f.split('/')[1])
    .filter((d) => !serverLayers.includes(d));
  return [...new Set(folders)].sort();
}
