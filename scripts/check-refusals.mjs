// A refusal carries its code from where it is made (shared/i18n/errors.ts): exits 1 naming each place that
// refuses with free text instead. An AppError is made only by `refuse`/`refuseWith` (server/http/errors.ts),
// and a shared schema's message is a refusal made by `says`, never an English sentence (written out, or taken
// from a message object).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve('src');
const files = readdirSync(root, { recursive: true })
  .map((f) => String(f).split(path.sep).join('/'))
  .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('shared/i18n/'));

const rules = [
  {
    where: (f) => f !== 'server/http/errors.ts',
    pattern: /\bnew AppError\(|\bAppError\.of\(/,
    why: 'make a refusal with refuse(status, code, params?) or refuseWith(status, refusal)',
  },
  {
    where: (f) => f.startsWith('shared/') || /^areas\/[^/]+\/[^/]+\.ts$/.test(f),
    pattern: /\b(error|message):\s*(['"`]|\w+Messages\.)/,
    why: "a schema refuses with says('code', params), not with English text",
  },
  {
    where: (f) => f.startsWith('client/') && !f.startsWith('client/test/'),
    pattern: /\berror:\s*(['"`]|\w+Messages\.)/,
    why: "a form's schema refuses with says('code', params), not with English text",
  },
];

const problems = [];
for (const file of files) {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  for (const rule of rules.filter((r) => r.where(file)))
    lines.forEach((line, i) => {
      if (rule.pattern.test(line)) problems.push(`src/${file}:${i + 1}: ${rule.why}: ${line.trim()}`);
    });
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`refusals: ${files.length} files refuse with codes`);
