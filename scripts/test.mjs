// The test suite, the one list of what it runs: `npm test` runs these phases in order, each an npm script that
// also runs alone (`npm run test:api`), prints each one's wall time and ends with a table and the total. It stops
// at the first phase that fails. `npm test -- api faults` runs only the phases named.
// `.ci/run` adds `--ci` (the install before, the check on Node 22 after) and `--budget=<seconds>` (decision 027).
import { spawnSync } from 'node:child_process';

const phases = [
  { name: 'install', ci: true, command: 'npm ci --no-audit --no-fund' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'shared', command: 'npm run test:shared' },
  { name: 'client', command: 'npm run test:client' },
  { name: 'api', command: 'npm run test:api' },
  { name: 'api-pg', command: 'npm run test:api-pg', needs: 'TEST_DATABASE_URL' },
  { name: 'faults', command: 'npm run test:faults' },
  { name: 'build', command: 'npm run build' },
  { name: 'browser', command: 'npm run test:e2e' },
  { name: 'node22', ci: true, command: 'bash .ci/node22' },
];

const args = process.argv.slice(2);
const ci = args.includes('--ci');
const budget = Number(
  args.find((a) => a.startsWith('--budget='))?.slice('--budget='.length) ?? Number.POSITIVE_INFINITY,
);
const named = args.filter((a) => !a.startsWith('--'));
const unknown = named.filter((name) => !phases.some((p) => p.name === name));
if (unknown.length > 0) {
  console.error(`No phase ${unknown.join(', ')}; the phases: ${phases.map((p) => p.name).join(', ')}.`);
  process.exit(2);
}
const chosen = phases.filter((p) => (named.length > 0 ? named.includes(p.name) : ci || !p.ci));

/** 12.3 s, or 4:05 from a minute up. */
function clock(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const rows = [];
let failed;
for (const phase of chosen) {
  if (phase.needs && !process.env[phase.needs]) {
    console.log(`\n– ${phase.name}: skipped, ${phase.needs} is not set`);
    rows.push([phase.name, 'skipped']);
    continue;
  }
  console.log(`\n▶ ${phase.name}: ${phase.command}`);
  const started = performance.now();
  const { status, signal } = spawnSync(phase.command, { shell: true, stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  rows.push([phase.name, clock(seconds), seconds]);
  const ok = status === 0;
  console.log(
    `${ok ? '✔' : '✘'} ${phase.name}: ${clock(seconds)}${ok ? '' : `, failed (${status ?? signal})`}`,
  );
  if (!ok) {
    failed = phase.name;
    break;
  }
}

const total = rows.reduce((sum, [, , seconds = 0]) => sum + seconds, 0);
console.log(`\n${'phase'.padEnd(10)} time`);
for (const [name, time] of rows) console.log(`${name.padEnd(10)} ${time}`);
console.log(
  `${'total'.padEnd(10)} ${clock(total)}${Number.isFinite(budget) ? ` (budget ${clock(budget)})` : ''}`,
);
if (failed) {
  console.error(`\nThe suite failed at ${failed}.`);
  process.exit(1);
}
if (total > budget) {
  console.error(`\nThe suite took ${clock(total)}, over its budget of ${clock(budget)}.`);
  process.exit(1);
}
