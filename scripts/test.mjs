// `npm test`: every tier in turn (static checks, unit, API, browser), then one summary line. Stops at the first
// failing tier so that the cause is the last thing printed. API tests run on PGlite, and on PostgreSQL instead
// when TEST_DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// TEST_REPORTS_DIR: .ci/run runs two of these at once (the browser tier, the PostgreSQL API suite).
const reports = process.env.TEST_REPORTS_DIR || join(root, 'node_modules/.cache/bookone-test');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// vitest runs cores − 1 files at once by default: one on the 2-core CI machine, where the main process mostly
// waits. Two at a time there cut the unit and API tiers' wall time (files are independent: each API file has its own
// database cloned from the template); more cores keep vitest's own default.
// TEST_WORKERS sets it: .ci/run sets it for the PostgreSQL API suite it runs beside the browser tier.
const workers = [`--maxWorkers=${process.env.TEST_WORKERS || Math.max(2, availableParallelism() - 1)}`];

// `npm run check`'s parts (typecheck per workspace, lint, format), as jobs for two lanes. Each is a single-threaded
// process: one after another they kept one of CI's two cores idle for the whole tier (lint alone is minutes of
// processor time). Lint is split in two (the web app, the rest) so that its halves can run side by side; together
// they lint exactly what `eslint .` lints. Longest first, so that the lanes end close together (decision 0041).
const eslint = (...args) => ['npx', 'eslint', '--max-warnings', '0', ...args];
const staticJobs = [
  { name: 'lint apps/web', cmd: eslint('apps/web') },
  { name: 'lint the rest', cmd: eslint('.', '--ignore-pattern', 'apps/web/**') },
  ...['apps/web', 'apps/server', 'e2e', 'packages/domain'].map((dir) => ({
    name: `typecheck ${dir}`,
    cmd: ['npx', 'tsc', '--noEmit', '-p', dir],
  })),
  { name: 'format', cmd: ['npx', 'prettier', '--check', '.'] },
];
const STATIC_LANES = Math.max(2, availableParallelism() - 1);

/** Runs the jobs `lanes` at a time, in order; prints each one's output when it ends. Resolves to the exit status. */
function runJobs(jobs, lanes) {
  const queue = [...jobs];
  let status = 0;
  const next = () => {
    const job = queue.shift();
    if (!job) return Promise.resolve();
    return new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(job.cmd[0], job.cmd.slice(1), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`--- ${job.name}: ${code === 0 ? 'ok' : `FAILED (${code})`} (${seconds} s)`);
        const text = Buffer.concat(output).toString().trim();
        if (text && code !== 0) console.log(text);
        if (code !== 0) status = code ?? 1;
        resolve();
      });
    }).then(next);
  };
  return Promise.all(Array.from({ length: lanes }, next)).then(() => status);
}

const tiers = [
  { name: 'static checks (typecheck, lint, format)', jobs: staticJobs },
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
  const args = [...(tier.cmd ?? [])];
  if (tier.report) {
    args.push('--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, tier.report)}`);
  }
  const started = Date.now();
  const result = tier.jobs
    ? { status: await runJobs(tier.jobs, STATIC_LANES) }
    : spawnSync(args[0], args.slice(1), { cwd: root, stdio: 'inherit' });
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
