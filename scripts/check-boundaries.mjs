// Boundaries between the parts of the code, run by `npm run lint` (docs/architecture.md § Module
// shape): what one server domain, or one web feature, may use of another.
//
// - Resolvers and routes (server/graphql, server/http) use a domain only through its index.ts.
// - A domain uses another only through that domain's index.ts.
// - Each table has one writer: one domain's store inserts into, updates and deletes from it.
// - A web feature uses another only through the files that feature lists as public below, and
//   features never depend on each other both ways.
// - A domain's files take their role's one name (moduleRoles below): every domain has index.ts,
//   a store is store.ts or a store/ folder, never both, and no file goes by a near name of a role
//   (write.ts beside writes.ts elsewhere), so a reader finds the same part under the same name.
//
// Breaches not fixed yet are in boundaries-allowed.txt, one per line. That list may only shrink:
// a line that no longer matches a breach fails the check until it is deleted, and a new breach
// is fixed, not added.
//
// Usage: node scripts/check-boundaries.mjs      exits 1 and lists every breach
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { isTest, readProject, root, serverDomainsOf, under } from './lib/import-graph.mjs';

/**
 * What each web feature offers the others; everything else in a feature is its own. Shared
 * wording and formatting that many features need lives outside features (web/src/ui).
 */
const webPublic = {
  auth: ['CredentialFields.tsx', 'schemas.ts'],
  events: [
    'documents.ts',
    'EventCardLink.tsx',
    'EventFacts.tsx',
    'EventStateBadge.tsx',
    'WinnersDisplay.tsx',
    'WinnersModal.tsx',
    'testing.ts',
  ],
  groups: ['documents.ts', 'groupText.ts', 'GroupInvitationItem.tsx'],
  'group-admin': ['SettleUpCard.tsx', 'SeasonStandingsTable.tsx', 'adminText.ts', 'seasonText.ts'],
  timer: [
    'CountdownCard.tsx',
    'format.ts',
    'levels.ts',
    'sound.ts',
    'useCueSound.ts',
    'useTournamentTemplates.ts',
  ],
  tournament: ['EventResultsCard.tsx', 'TournamentPlayersCard.tsx', 'TournamentSection.tsx'],
};

const { files, graph, sources } = readProject();
const domains = serverDomainsOf(files);
const domainOf = (file) => {
  const d = file.match(/^server\/([^/]+)\//)?.[1];
  return d && domains.includes(d) ? d : null;
};
const featureOf = (file) => file.match(/^web\/src\/features\/([^/]+)\//)?.[1] ?? null;
// Test support inside web/src (testing.ts beside a feature's files) is part of the tests.
const shipped = files.filter((f) => !isTest(f) && !/\/testing\.tsx?$/.test(f));
/**
 * The composition root puts the domains' parts together, per process (services.ts) and per
 * request (loaders.ts): every domain's context depends on it, so it cannot go through index.ts
 * without a cycle. So does mappers.ts, which names the domains' models for codegen.ts: the
 * generated resolver types the domains import are built on it.
 */
const assembles = (file) =>
  ['server/services.ts', 'server/loaders.ts', 'server/graphql/mappers.ts'].includes(file) ||
  under(file, 'server/graphql/generated');
const breaches = [];

for (const file of shipped) {
  for (const { target } of graph.get(file)) {
    const to = domainOf(target);
    const entry = to && target === `server/${to}/index.ts`;
    if (to && !entry && under(file, 'server') && domainOf(file) !== to && !assembles(file)) {
      const from = domainOf(file) ? `the ${domainOf(file)} domain` : file.split('/')[1] + '/';
      breaches.push(`${from} uses ${to} only through its index.ts: ${file} → ${target}`);
    }
    const feature = featureOf(file);
    const other = featureOf(target);
    if (feature && other && feature !== other) {
      const name = target.slice(`web/src/features/${other}/`.length);
      if (!(webPublic[other] ?? []).includes(name)) {
        breaches.push(`${name} is not public in features/${other}: ${file} → ${target}`);
      }
    }
  }
}

// Features that use each other both ways cannot be read, or moved, one without the other.
const featureEdges = new Set();
for (const file of shipped) {
  for (const { target } of graph.get(file)) {
    const [a, b] = [featureOf(file), featureOf(target)];
    if (a && b && a !== b) featureEdges.add(`${a} ${b}`);
  }
}
for (const edge of featureEdges) {
  const [a, b] = edge.split(' ');
  if (a < b && featureEdges.has(`${b} ${a}`)) {
    breaches.push(`features ${a} and ${b} use each other both ways`);
  }
}

// Writers of each table: calls of insert/update/delete on a binding imported from db/schema. A
// domain's store is its store.ts or its store/ folder, split by table.
const storeOf = (file) => file.match(/^(server\/[^/]+\/store)(\.ts|\/)/)?.[1] ?? file;
const writers = new Map();
for (const file of shipped.filter((f) => under(f, 'server'))) {
  const schemaImports = graph.get(file).filter((i) => i.target === 'db/schema.ts');
  const named = new Map(
    schemaImports.flatMap((i) => i.names.filter((n) => !n.all)).map((n) => [n.local, n.imported]),
  );
  const namespaces = new Set(
    schemaImports.flatMap((i) => i.names.filter((n) => n.all)).map((n) => n.local),
  );
  if (named.size === 0 && namespaces.size === 0) continue;
  const tableOf = (node) => {
    if (ts.isIdentifier(node) && named.has(node.text)) return named.get(node.text);
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text)
    ) {
      return node.name.text;
    }
    return null;
  };
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['insert', 'update', 'delete'].includes(node.expression.name.text) &&
      node.arguments.length === 1
    ) {
      const table = tableOf(node.arguments[0]);
      if (table) writers.set(table, new Set([...(writers.get(table) ?? []), storeOf(file)]));
    }
    ts.forEachChild(node, visit);
  };
  visit(sources.get(file));
}
for (const [table, by] of [...writers].sort()) {
  if (by.size > 1) {
    breaches.push(
      `${table} is written by ${by.size} stores, not one: ${[...by].sort().join(', ')}`,
    );
  }
}

/**
 * The closed list of role names in a server domain (docs/architecture.md § Module shape). Other
 * files are the domain's use cases and rules (create.ts, clock.ts), named for what they do.
 */
const moduleRoles = [
  'index',
  'access',
  'queries',
  'writes',
  'store',
  'loaders',
  'messages',
  'emails',
  'notify',
  'models',
];
const singular = (name) => name.replace(/(ies|s)$/, (end) => (end === 'ies' ? 'y' : ''));
for (const domain of domains) {
  const own = files.filter((f) => f.startsWith(`server/${domain}/`) && !isTest(f));
  const top = own.map((f) => f.slice(`server/${domain}/`.length)).filter((f) => !f.includes('/'));
  if (!top.includes('index.ts')) breaches.push(`server/${domain} has no index.ts`);
  if (top.includes('store.ts') && own.some((f) => f.startsWith(`server/${domain}/store/`))) {
    breaches.push(`server/${domain} has both store.ts and store/: keep one`);
  }
  for (const file of top) {
    const base = file.replace(/\.tsx?$/, '');
    const role = moduleRoles.find((r) => r !== base && singular(r) === singular(base));
    if (role) breaches.push(`server/${domain}/${file} plays a role named ${role}.ts: call it so`);
  }
}

const allowedFile = join(root, 'scripts/boundaries-allowed.txt');
const allowed = readFileSync(allowedFile, 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
const found = new Set(breaches);
const problems = [
  ...breaches.filter((b) => !allowed.includes(b)),
  ...allowed
    .filter((a) => !found.has(a))
    .map((a) => `fixed, so delete it from scripts/boundaries-allowed.txt: ${a}`),
];

if (problems.length > 0) {
  console.error(problems.map((p) => `check-boundaries: ${p}`).join('\n'));
  console.error(`check-boundaries: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(
  `check-boundaries: ${domains.length} domains, ${writers.size} tables with one writer each` +
    (allowed.length ? `, ${allowed.length} breach(es) still allowed` : ''),
);
