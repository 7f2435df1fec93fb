// Imports flow one way (docs/architecture.md, decision 026). Each file is on a side: the server (src/server, an
// area's server/), the client (src/client, an area's client/) or shared (src/shared, the rest of an area).
// Shared imports neither side, the client never imports the server, nor the server the client. An area
// (src/areas/<area>) is reached from another area or module only through what it publishes: its contract.ts and,
// on the server, server/reads.ts, server/writes.ts and its job kinds, server/jobs.ts (tests may use its
// server/*test-helpers.ts too). The registries and the shell (app.ts, db/, the catalogues, the permission
// matrix, the router, pages) may import an area's entry files: server/area.ts, schema.ts, messages/, pages.
// Client feature folders do not import each other. Exits 1 naming every import that breaks a rule.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve('src');
const files = readdirSync(root, { recursive: true })
  .map(String)
  .filter((f) => /\.(ts|tsx)$/.test(f))
  .map((f) => path.join(root, f));

/** Where a file is: its side, its area (or legacy module/feature) if any, and its path inside the area. */
function place(file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] === 'areas') {
    const [, area, half, ...rest] = parts;
    const side = half === 'server' || half === 'client' ? half : 'shared';
    return { side, area, inArea: [half, ...rest].join('/'), moved: true };
  }
  const area =
    (parts[0] === 'server' && parts[1] === 'modules') || (parts[0] === 'client' && parts[1] === 'features')
      ? parts[2]
      : undefined;
  return { side: parts[0], area, moved: false };
}

/** What an area publishes to other areas and modules. */
const published = (inArea, fromTest) =>
  inArea === 'contract.ts' ||
  inArea === 'server/reads.ts' ||
  inArea === 'server/writes.ts' ||
  inArea === 'server/jobs.ts' ||
  (fromTest && /^server\/[^/]*test-helpers\.ts$/.test(inArea));

const problems = [];
for (const file of files) {
  const from = place(file);
  const source = readFileSync(file, 'utf8');
  const fromTest = /\.test\.tsx?$/.test(file);
  for (const match of source.matchAll(
    /(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]/g,
  )) {
    const spec = match[1] ?? match[2];
    const resolved = path.resolve(path.dirname(file), spec).replace(/\.js$/, '');
    const target = [`${resolved}.ts`, `${resolved}.tsx`].find((f) => files.includes(f)) ?? resolved;
    const to = place(target);
    const where = `${path.relative(process.cwd(), file)} imports ${spec}`;
    if (from.side === 'shared' && to.side !== 'shared')
      problems.push(`${where}: shared code (src/shared, an area's contract) must not import the ${to.side}`);
    if (from.side === 'client' && to.side === 'server')
      problems.push(`${where}: the client must not import the server`);
    if (from.side === 'server' && to.side === 'client')
      problems.push(`${where}: the server must not import the client`);
    if (to.moved && from.area && from.area !== to.area && !published(to.inArea, fromTest))
      problems.push(
        `${where}: another area reaches ${to.area} only through its contract.ts, server/reads.ts, writes.ts or jobs.ts`,
      );
    if (!from.moved && !to.moved && from.side === 'client' && from.area && to.area && from.area !== to.area)
      problems.push(
        `${where}: feature folders must not import each other; move the shared piece to components/ or shared/`,
      );
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`imports: ${files.length} files follow the layering rules`);
