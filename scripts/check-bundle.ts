// The web app's size budget: the JavaScript the sign-in route loads (the entry and everything it imports, plus
// the login page's chunk) stays within 152 KB gzip (decision 008), and every lazily loaded chunk within 120 KB gzip.
// `npx tsx scripts/check-bundle.ts [dist/client]` checks a build; src/client/bundle-size.test.ts builds and checks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET = { signInKb: 152, chunkKb: 120 } as const;
const LOGIN_PAGE = '../areas/account/client/login-page.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export interface BundleReport {
  signInKb: number;
  /** The JavaScript files the sign-in route loads, relative to the build folder. */
  signInFiles: string[];
  chunks: { name: string; file: string; kb: number }[];
  problems: string[];
}

export function checkBundle(outDir: string): BundleReport {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  );
  const kb = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length / 1024;
  /** A chunk and every chunk it imports statically (what the browser loads with it). */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  if (!manifest[LOGIN_PAGE]) throw new Error(`${LOGIN_PAGE} is not a chunk of its own: is it lazy-loaded?`);
  const signIn = new Set([...closure(entry), ...closure(LOGIN_PAGE)]);
  const signInFiles = [...signIn].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const signInKb = signInFiles.reduce((sum, f) => sum + kb(f), 0);
  const chunks = Object.entries(manifest)
    .filter(([, c]) => c.file.endsWith('.js') && !c.isEntry)
    .map(([name, c]) => ({ name, file: c.file, kb: kb(c.file) }))
    .sort((a, b) => b.kb - a.kb);
  const problems: string[] = [];
  if (signInKb > BUDGET.signInKb)
    problems.push(`the sign-in route loads ${signInKb.toFixed(1)} KB gzip (budget ${BUDGET.signInKb} KB)`);
  for (const c of chunks)
    if (c.kb > BUDGET.chunkKb)
      problems.push(`${c.name} (${c.file}) is ${c.kb.toFixed(1)} KB gzip (budget ${BUDGET.chunkKb} KB)`);
  return { signInKb, signInFiles, chunks, problems };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const report = checkBundle(path.resolve(process.argv[2] ?? 'dist/client'));
  console.log(`sign-in route: ${report.signInKb.toFixed(1)} KB gzip`);
  for (const c of report.chunks.slice(0, 10)) console.log(`${c.kb.toFixed(1).padStart(7)} KB  ${c.name}`);
  if (report.problems.length) {
    console.error(report.problems.join('\n'));
    process.exit(1);
  }
}
