// Import directions, run by `npm run lint`: no import cycles anywhere, and imports only in the
// allowed direction between layers (the module shape in docs/architecture.md). What may cross
// between domains and between web features is check-boundaries.mjs's.
//
// Usage: node scripts/check-imports.mjs            exits 1 and lists every violation
import { isTest, readProject, serverDomainsOf, under } from './lib/import-graph.mjs';

const { files, graph } = readProject();
/** Server domains: business rules and storage, reachable from any transport, so never graphql/. */
const serverDomains = serverDomainsOf(files);
const problems = [];

// Direction rules.
for (const [file, imports] of graph) {
  for (const { target, typeOnly } of imports) {
    const edge = `${file} → ${target}`;
    // The generated schema types are the API's contract (inputs, enums, capabilities), so a
    // domain may take them as types; resolvers, the context and the transport stay out of reach.
    const contractTypes = typeOnly && under(target, 'server/graphql/generated');
    if (
      serverDomains.some((d) => under(file, `server/${d}`)) &&
      under(target, 'server/graphql') &&
      !contractTypes
    ) {
      problems.push(`server domains never import server/graphql (the transport): ${edge}`);
    }
    // Row types are the shared data model; tables (what queries are built from) stay in stores.
    if (
      target === 'db/schema.ts' &&
      !typeOnly &&
      !/(^|\/)store(\.ts|\/)/.test(file) &&
      !under(file, 'db') &&
      !under(file, 'scripts') &&
      !under(file, 'bench') &&
      !isTest(file)
    ) {
      problems.push(`only store.ts files query db/schema's tables: ${edge}`);
    }
    // A web test may check the web's documents against the server's limits; shipped code may not.
    if (
      under(file, 'web/src') &&
      !isTest(file) &&
      !under(target, 'web/src') &&
      !under(target, 'core')
    ) {
      problems.push(`web/src imports only web/src and core: ${edge}`);
    }
    if (under(file, 'core') && !under(target, 'core')) {
      problems.push(`core imports only core (it is shared by the server and the web): ${edge}`);
    }
    if (under(file, 'web/src/features') && under(target, 'web/src/app')) {
      problems.push(`features never import the app shell (web/src/app): ${edge}`);
    }
    // The shared layers under the features: sign-in state and the UI kit.
    const shared = under(file, 'web/src/auth') || under(file, 'web/src/ui');
    if (shared && (under(target, 'web/src/app') || under(target, 'web/src/features'))) {
      problems.push(`web/src/auth and web/src/ui import neither the app nor features: ${edge}`);
    }
  }
}

// Cycles: strongly connected components of the import graph (Tarjan), type imports included —
// a type cycle is still two modules that cannot be read, or moved, one without the other.
let index = 0;
const stack = [];
const state = new Map();
function connect(file) {
  const s = { index, low: index, onStack: true };
  index += 1;
  state.set(file, s);
  stack.push(file);
  for (const { target } of graph.get(file)) {
    const t = state.get(target);
    if (!t) {
      connect(target);
      s.low = Math.min(s.low, state.get(target).low);
    } else if (t.onStack) s.low = Math.min(s.low, t.index);
  }
  if (s.low === s.index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== file);
    const selfLoop = graph.get(file).some((i) => i.target === file);
    if (component.length > 1 || selfLoop) {
      problems.push(`import cycle between: ${component.sort().join(', ')}`);
    }
  }
}
for (const file of files) if (!state.has(file)) connect(file);

if (problems.length > 0) {
  console.error(problems.map((p) => `check-imports: ${p}`).join('\n'));
  console.error(`check-imports: ${problems.length} problem(s) in ${files.length} files`);
  process.exit(1);
}
console.log(
  `check-imports: ${files.length} files, no cycles, every import in the allowed direction`,
);
