// The repository explains itself: a comment names docs/ (docs/product.md §n for a product rule)
// or a test, never a document that lives outside the repository. Fails `npm run lint` on a
// pointer to the old specification or design files (docs/architecture.md, "Layers").
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const outside = /\bSPEC(\.md|\s*§|['’]s)|\bDESIGN(\.md)?\b/;
const generated = ['server/graphql/generated/', 'web/src/gql/'];
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|cjs|graphql|css)$/.test(file))
  .filter((file) => !generated.some((prefix) => file.startsWith(prefix)));

const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the working tree
  }
  text.split('\n').forEach((line, index) => {
    if (outside.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
  });
}
if (found.length > 0) {
  console.error(
    `${found.length} pointer(s) to documents outside the repository; point at docs/ or a test instead:\n` +
      found.join('\n'),
  );
  process.exit(1);
}
