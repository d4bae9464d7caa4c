// Web performance budgets (issue 9 §3), measured with Debian's Chromium on the built app served by the real server:
//   - gzipped JavaScript of the sign-in page ≤ 150 KB, of the signed-in home (a direct load) ≤ 300 KB (the public
//     booking page's JS and Lighthouse figures are bench/booking-page.ts's);
//   - every JavaScript chunk ≤ 120 KB gzipped (pages are split, the data grid loads only where used);
//   - sign-in click → home settled (address changed, no request in flight) ≤ 1 s, median of 3;
//   - Lighthouse (mobile, simulated throttling) performance score on the sign-in page ≥ 90, median of 3;
//   - cumulative layout shift of the accommodation dashboard ≤ 0.1 (PerformanceObserver, session windows).
// It builds the web app into a temporary directory (the sources as they are now, with a manifest, without replacing
// the dist/ a running server may serve), starts `scripts/start.mjs` on it with a throwaway DATA_DIR (demo data),
// and prints each figure against its budget; the exit code is 1 when one is over.
//   npm run bench:web
//   BENCH_WEB_DIST=apps/web/dist npm run bench:web    measure an existing build (built with --manifest) instead
//   BENCH_LIGHTHOUSE_RUNS=1 npm run bench:web          fewer Lighthouse runs (each takes ~20 s)
//   BENCH_VERBOSE=1 npm run bench:web                  also lists the JavaScript files of each page
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

import {
  buildWeb,
  CHROMIUM,
  CHROMIUM_ARGS,
  gzipSizer,
  KB,
  lighthouseScore,
  median,
  startServer,
  stopServer,
  watch,
} from './web-kit';

const SIGN_IN_PATH = '/sessions/signin';
/** A property admin of the demo hotel: their home, and the accommodation dashboard with its charts. */
const USER = 'hotel.admin@bookone.demo';
const PASSWORD = 'Demo@2026'; // apps/server/src/modules/user/user.seed.ts
const DASHBOARD_PATH = '/bookone/dashboard';
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const SIGN_IN_RUNS = 3;

const BUDGETS = {
  signInJs: 150 * KB,
  homeJs: 300 * KB,
  chunk: 120 * KB,
  signInToHome: 1000,
  lighthouse: 90,
  cls: 0.1,
};

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
}

/** Every JavaScript chunk of the build with its gzipped size, largest first. */
function chunks(dist: string, gz: (path: string) => number) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  return Object.values(manifest)
    .filter((c) => c.file.endsWith('.js'))
    .map((c) => ({
      file: c.file,
      page: Boolean(c.isDynamicEntry && c.src?.includes('/routes/')),
      size: gz(`/${c.file}`),
    }))
    .sort((a, b) => b.size - a.size);
}

// ------------------------------------------------------------------ browser

/** A fresh context (empty cache); with `session`, the signed-in session (it lives in sessionStorage) is in place. */
async function newContext(browser: Browser, base: string, session?: Record<string, string>) {
  const context = await browser.newContext({
    baseURL: base,
    locale: 'en-GB',
    viewport: { width: 1280, height: 800 },
  });
  if (session)
    await context.addInitScript({
      content: `if (!sessionStorage.length) for (const [k, v] of Object.entries(${JSON.stringify(session)})) sessionStorage.setItem(k, v);`,
    });
  return context;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Signs in through the form; answers the time from the click to the home settled, and the home's address. */
async function signInTimed(page: Page) {
  const watcher = watch(page);
  await page.goto(SIGN_IN_PATH);
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  await watcher.settled();
  await page.getByRole('textbox', { name: /^Username/ }).fill(USER);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  const clicked = performance.now();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== SIGN_IN_PATH);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  const shown = performance.now();
  const settled = Math.max(await watcher.settled(), shown);
  return { ms: settled - clicked, home: pathOf(page), signInScripts: watcher.scripts };
}

/** The cumulative layout shift of a page load: the worst session window (gaps < 1 s, at most 5 s) of shifts. */
async function layoutShift(context: BrowserContext, path: string) {
  const page = await context.newPage();
  // A string: this runs in the page, which the bench's Node types do not describe.
  await page.addInitScript({
    content: `window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if (!e.hadRecentInput) window.__shifts.push({ value: e.value, time: e.startTime,
            what: (e.sources || []).map((x) => x.node ? x.node.nodeName + '.' + String(x.node.className).split(' ')[0] : '?').join(' ') });
      }).observe({ type: 'layout-shift', buffered: true });`,
  });
  const watcher = watch(page);
  await page.goto(path);
  await watcher.settled();
  await page.waitForTimeout(1000);
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; time: number; what: string }[] }).__shifts,
  );
  await page.close();
  // BENCH_VERBOSE=1: each shift, when it happened and the elements that moved.
  if (process.env.BENCH_VERBOSE)
    for (const x of shifts) console.log(`shift ${x.value.toFixed(3)} at ${x.time.toFixed(0)} ms: ${x.what}`);
  let worst = 0;
  let window = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.time - last > 1000 || s.time - first > 5000) {
      window = 0;
      first = s.time;
    }
    window += s.value;
    last = s.time;
    worst = Math.max(worst, window);
  }
  return worst;
}

// ------------------------------------------------------------------ main

async function main() {
  const temp = await mkdtemp(join(tmpdir(), 'bookone-bench-web-'));
  const given = process.env.BENCH_WEB_DIST;
  const dist = given ? resolve(given) : join(temp, 'dist');
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let browser: Browser | undefined;
  try {
    if (!given) {
      const started = performance.now();
      buildWeb(dist);
      console.log(`Built the web app in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    }
    const gz = gzipSizer(dist);
    const all = chunks(dist, gz);
    server = await startServer(dist, join(temp, 'data'));
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });

    // Sign-in page and sign-in → home, each run in a fresh context (an empty cache, as a first visit).
    const runs = [];
    let session: Record<string, string> | undefined;
    for (let i = 0; i < SIGN_IN_RUNS; i++) {
      const context = await newContext(browser, server.base);
      const page = await context.newPage();
      const run = await signInTimed(page);
      runs.push(run);
      session ??= await page.evaluate<Record<string, string>>('({ ...sessionStorage })');
      await context.close();
    }
    const signIn = median(runs, (r) => r.ms);

    // The JavaScript of the sign-in page alone: a fresh context, the page loaded and settled.
    const signInContext = await newContext(browser, server.base);
    const signInPage = await signInContext.newPage();
    const signInWatch = watch(signInPage);
    await signInPage.goto(SIGN_IN_PATH);
    await signInPage.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await signInWatch.settled();
    await signInContext.close();
    const signInJs = [...signInWatch.scripts].reduce((sum, p) => sum + gz(p), 0);

    // The signed-in home loaded directly (a bookmark, a reload) with an empty cache.
    const homeContext = await newContext(browser, server.base, session);
    const homePage = await homeContext.newPage();
    const homeWatch = watch(homePage);
    await homePage.goto(signIn.home);
    await homePage.getByRole('button', { name: 'Account menu' }).waitFor();
    await homeWatch.settled();
    const homeJs = [...homeWatch.scripts].reduce((sum, p) => sum + gz(p), 0);
    // BENCH_VERBOSE=1: which files make up each page's JavaScript, largest first.
    if (process.env.BENCH_VERBOSE)
      for (const [what, scripts] of [
        ['sign-in', signInWatch.scripts],
        ['home', homeWatch.scripts],
      ] as const)
        console.log(
          `${what}: ${[...scripts]
            .map((p) => [p, gz(p)] as const)
            .sort((a, b) => b[1] - a[1])
            .map(([p, n]) => `${p.replace('/assets/', '')} ${(n / KB).toFixed(1)}`)
            .join(', ')}`,
        );
    const cls = await layoutShift(homeContext, DASHBOARD_PATH);
    await homeContext.close();
    await browser.close();
    browser = undefined;

    const scores = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      const score = await lighthouseScore(`${server.base}${SIGN_IN_PATH}`);
      scores.push(score);
      if (process.env.BENCH_VERBOSE)
        console.log(
          `Lighthouse ${score.score}: FCP ${score.fcp.toFixed(0)} ms, LCP ${score.lcp.toFixed(0)} ms, TBT ${score.tbt.toFixed(0)} ms; LCP element ${score.lcpElement}`,
        );
    }
    const lh = median(scores, (s) => s.score);

    const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
    const pages = all.filter((c) => c.page);
    const largestPage = pages[0];
    const largest = all[0]!;
    const rows: [string, string, string, boolean][] = [
      ['sign-in page: gzipped JS', kb(signInJs), `≤ ${kb(BUDGETS.signInJs)}`, signInJs <= BUDGETS.signInJs],
      [
        `signed-in home (${signIn.home}): gzipped JS`,
        kb(homeJs),
        `≤ ${kb(BUDGETS.homeJs)}`,
        homeJs <= BUDGETS.homeJs,
      ],
      [
        `largest page chunk (${largestPage?.file ?? '-'})`,
        kb(largestPage?.size ?? 0),
        `≤ ${kb(BUDGETS.chunk)}`,
        (largestPage?.size ?? 0) <= BUDGETS.chunk,
      ],
      [
        `largest chunk of all (${largest.file})`,
        kb(largest.size),
        `≤ ${kb(BUDGETS.chunk)}`,
        largest.size <= BUDGETS.chunk,
      ],
      [
        `sign-in click → home settled (median of ${SIGN_IN_RUNS})`,
        `${signIn.ms.toFixed(0)} ms`,
        `≤ ${BUDGETS.signInToHome} ms`,
        signIn.ms <= BUDGETS.signInToHome,
      ],
      [
        `Lighthouse mobile performance, sign-in (median of ${LIGHTHOUSE_RUNS})`,
        `${lh.score} (LCP ${(lh.lcp / 1000).toFixed(1)} s, FCP ${(lh.fcp / 1000).toFixed(1)} s, TBT ${lh.tbt.toFixed(0)} ms)`,
        `≥ ${BUDGETS.lighthouse}`,
        lh.score >= BUDGETS.lighthouse,
      ],
      [`CLS of ${DASHBOARD_PATH}`, cls.toFixed(3), `≤ ${BUDGETS.cls}`, cls <= BUDGETS.cls],
    ];
    console.log(
      `\nChromium ${browser ? '' : CHROMIUM}, ${all.length} chunks, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(
          ' ',
        )}; sign-in runs ${runs.map((r) => r.ms.toFixed(0)).join(', ')} ms; Lighthouse scores ${scores
        .map((s) => s.score)
        .join(
          ', ',
        )}; JS files served compressed on sign-in: ${signInWatch.compressed()} of ${signInWatch.scripts.size}\n`,
    );
    const width = Math.max(...rows.map((r) => r[0].length)) + 2;
    console.log(`${'figure'.padEnd(width)}${'value'.padEnd(44)}${'budget'.padEnd(12)}result`);
    for (const [name, value, budget, ok] of rows)
      console.log(`${name.padEnd(width)}${value.padEnd(44)}${budget.padEnd(12)}${ok ? 'PASS' : 'FAIL'}`);
    const over = all.filter((c) => c.size > BUDGETS.chunk);
    if (over.length)
      console.log(
        `\nChunks over ${kb(BUDGETS.chunk)}: ${over.map((c) => `${c.file} ${kb(c.size)}`).join(', ')}`,
      );
    process.exitCode = rows.every((r) => r[3]) ? 0 : 1;
  } finally {
    await browser?.close();
    if (server) await stopServer(server.child);
    await rm(temp, { recursive: true, force: true });
  }
}

await main();
