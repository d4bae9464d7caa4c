// What the web benchmarks share (bench/web.ts, bench/booking-page.ts): building the web app with a manifest, starting
// the real server on it with a throwaway DATA_DIR, gzipped sizes of the built files, following a page's requests
// until it settles, and the median of runs.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Page, Request } from 'playwright-core';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
];
/** No request for this long means the page has settled. */
const QUIET_MS = 500;
export const KB = 1024;

// ------------------------------------------------------------------ build and server

/** Builds the web app into `outDir` with a manifest (the chunk of each page). */
export function buildWeb(outDir: string) {
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest'],
    {
      cwd: join(ROOT, 'apps/web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('The web build failed; see above.');
}

function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `npm start` on `dist` with a fresh DATA_DIR; resolves with its base URL once it prints its ready line. */
export async function startServer(dist: string, dataDir: string) {
  const port = await freePort();
  // The embedded database (PGlite) under the throwaway DATA_DIR, whatever the caller's DATABASE_URL says.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: dist,
      SKIP_WEB_BUILD: '1',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((done, reject) => {
    // A first start seeds the demo data into PGlite: over two minutes on a loaded machine (load average 20).
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 360_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /BookOne is running at (https?:\/\/\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        done(ready[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
  child.removeAllListeners('exit');
  return { base, child };
}

export function stopServer(child: ChildProcess) {
  return new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    child.kill('SIGTERM');
  });
}

// ------------------------------------------------------------------ sizes

/** Gzipped size (level 9, as the build's .gz) of a built file, by its URL path. */
export function gzipSizer(dist: string) {
  const cache = new Map<string, number>();
  return (path: string) => {
    let size = cache.get(path);
    if (size === undefined) {
      const file = join(dist, decodeURIComponent(path));
      size = existsSync(`${file}.gz`)
        ? readFileSync(`${file}.gz`).length
        : gzipSync(readFileSync(file), { level: 9 }).length;
      cache.set(path, size);
    }
    return size;
  };
}

/**
 * Follows a page's requests: the JavaScript files it downloads (and whether the server compressed them), and the
 * moment it settles (nothing in flight for QUIET_MS; the time is that of the last request's end).
 */
export function watch(page: Page) {
  const scripts = new Set<string>();
  let compressed = 0;
  let inFlight = 0;
  let lastEnd = performance.now();
  // The live channel's stream (/api/live/…) stays open for the page's life by design: it is not work to wait for.
  const counted = (request: Request) => !new URL(request.url()).pathname.startsWith('/api/live/');
  const end = (request: Request) => {
    if (!counted(request)) return;
    inFlight--;
    lastEnd = performance.now();
  };
  page.on('request', (request) => {
    if (counted(request)) inFlight++;
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.endsWith('.js') || scripts.has(path)) return;
    scripts.add(path);
    if (response.headers()['content-encoding']) compressed++;
  });
  return {
    scripts,
    compressed: () => compressed,
    /** Resolves with the time the page settled (performance.now() clock of this process). */
    async settled(timeout = 30_000) {
      const start = performance.now();
      for (;;) {
        await new Promise((r) => setTimeout(r, 50));
        const now = performance.now();
        if (inFlight <= 0 && now - lastEnd >= QUIET_MS) return lastEnd;
        if (now - start > timeout) throw new Error(`${page.url()} did not settle in ${timeout} ms`);
      }
    },
  };
}

/**
 * One Lighthouse run on its own Chromium (mobile, simulated throttling: Lighthouse's defaults), of the categories
 * asked: the performance score with its LCP, FCP and TBT, and the accessibility score when asked (NaN otherwise).
 */
export async function lighthouseScore(
  url: string,
  categories: ('performance' | 'accessibility')[] = ['performance'],
) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: categories,
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    // The LCP element (its markup, cut short) and the phases of its time: what to work on when LCP is over.
    const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] }
      | undefined;
    const [element, phases] = lcpDetails?.items ?? [];
    const lcpElement = [
      element?.items?.[0]?.node?.snippet?.slice(0, 80) ?? '?',
      ...(phases?.items ?? []).map((p) => `${p.phase} ${(p.timing ?? 0).toFixed(0)} ms`),
    ].join('; ');
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: lhr.categories.accessibility
        ? Math.round((lhr.categories.accessibility.score ?? 0) * 100)
        : NaN,
      /** The accessibility audits that failed (their ids), to say what to fix. */
      failedA11y: Object.values(lhr.audits)
        .filter((a) => a.score === 0 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id))
        .map((a) => a.id),
      lcp: audit('largest-contentful-paint'),
      fcp: audit('first-contentful-paint'),
      tbt: audit('total-blocking-time'),
      lcpElement,
    };
  } finally {
    chrome.kill();
  }
}

export const median = <T>(values: T[], key: (v: T) => number) =>
  [...values].sort((a, b) => key(a) - key(b))[Math.floor(values.length / 2)]!;
