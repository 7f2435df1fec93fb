// Imports flow one way (docs/architecture.md): shared imports neither side, client never imports server,
// and client feature folders do not import each other. Exits 1 naming every import that breaks the rule.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve('src');
const files = readdirSync(root, { recursive: true })
  .map(String)
  .filter((f) => /\.(ts|tsx)$/.test(f))
  .map((f) => path.join(root, f));

const layer = (file) => path.relative(root, file).split(path.sep);
const problems = [];
for (const file of files) {
  const [from, area, feature] = layer(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g)) {
    const target = layer(path.resolve(path.dirname(file), match[1]));
    const [to, toArea, toFeature] = target;
    const where = `${path.relative(process.cwd(), file)} imports ${match[1]}`;
    if (from === 'shared' && to !== 'shared') problems.push(`${where}: src/shared must not import ${to}`);
    if (from === 'client' && to === 'server')
      problems.push(`${where}: the client must not import the server`);
    if (from === 'server' && to === 'client')
      problems.push(`${where}: the server must not import the client`);
    if (from === 'client' && area === 'features' && toArea === 'features' && toFeature !== feature) {
      problems.push(
        `${where}: feature folders must not import each other; move the shared piece to components/ or shared/`,
      );
    }
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`imports: ${files.length} files follow the layering rules`);
