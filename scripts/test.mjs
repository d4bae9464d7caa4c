// `npm test`: every tier in turn (static checks, unit, API, browser), then one summary line. Stops at the first
// failing tier so that the cause is the last thing printed. API tests run on PGlite, and on PostgreSQL instead
// when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'node_modules/.cache/bookone-test');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// vitest runs cores − 1 files at once by default: one on the 2-core CI machine, where the main process mostly
// waits. Two at a time there cut the unit and API tiers' wall time (files are independent: each API file has its own
// database cloned from the template); more cores keep vitest's own default.
const workers = [`--maxWorkers=${Math.max(2, availableParallelism() - 1)}`];

const tiers = [
  { name: 'static checks (typecheck, lint, format)', cmd: ['npm', 'run', 'check'] },
  {
    name: 'unit',
    cmd: ['npx', 'vitest', 'run', '--project', 'domain', '--project', 'web', ...workers],
    report: 'unit.json',
  },
  {
    name: `API (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
    cmd: ['npx', 'vitest', 'run', '--project', 'server', ...workers],
    report: 'api.json',
  },
  { name: 'browser', cmd: ['npm', 'test', '-w', '@bookone/e2e', '--'], report: 'e2e.json' },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const lines = [];
for (const tier of tiers) {
  if (only.length > 0 && !only.some((o) => tier.name.startsWith(o))) continue;
  console.log(`\n=== ${tier.name} ===`);
  const args = [...tier.cmd];
  if (tier.report) {
    args.push('--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, tier.report)}`);
  }
  const started = Date.now();
  const result = spawnSync(args[0], args.slice(1), { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts = '';
  if (tier.report && existsSync(join(reports, tier.report))) {
    const json = JSON.parse(readFileSync(join(reports, tier.report), 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    counts = `: ${json.numPassedTests} passed, ${json.numFailedTests} failed`;
  }
  lines.push(`${tier.name}${counts} (${seconds} s)`);
  if (result.status !== 0) {
    console.log(`\n${lines.join('\n')}\n${tier.name} FAILED`);
    console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n${lines.join('\n')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
