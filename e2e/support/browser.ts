// Browser plumbing for the e2e tests: the system Chromium through playwright-core (never a downloaded browser, never
// @playwright/test). One browser per test file, a fresh context (cookies, storage) and page per test, and a
// screenshot plus the page's console under e2e/.artifacts/ when a test fails.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject, test as base } from 'vitest';

export const ARTIFACTS_DIR = fileURLToPath(new URL('../.artifacts/', import.meta.url));

/** Flags this closed network needs: no sandbox in containers, no GPU, no background calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** How long a user-visible outcome (a redirect, a message, a title) may take to appear. */
export const UI_TIMEOUT = 15_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-GB',
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(UI_TIMEOUT);
  context.setDefaultNavigationTimeout(30_000);
  return context;
}

/**
 * `test` with browser fixtures: `baseURL` (from global setup), `browser` (one per file), and per test a fresh
 * `context` and `page`. A failing test leaves `<file>--<test>.png` and `.log` in e2e/.artifacts/.
 */
export const test = base
  .extend('baseURL', { scope: 'file' }, () => inject('baseURL'))
  // vitest reads fixture dependencies from the destructuring pattern, so "no dependencies" must be `{}`.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('context', async ({ browser, baseURL }, { onCleanup }) => {
    const context = await newContext(browser, baseURL);
    onCleanup(() => context.close());
    return context;
  })
  .extend('page', async ({ context, task }, { onCleanup }) => {
    const page = await context.newPage();
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(`[console.${message.type()}] ${message.text()}`));
    page.on('pageerror', (error) => consoleLines.push(`[pageerror] ${error.stack ?? error.message}`));
    page.on('requestfailed', (request) =>
      consoleLines.push(
        `[requestfailed] ${request.method()} ${request.url()}: ${request.failure()?.errorText}`,
      ),
    );
    onCleanup(async () => {
      if (task.result?.state !== 'fail') return;
      const name = artifactName(task.file.name, task.name);
      await mkdir(ARTIFACTS_DIR, { recursive: true });
      const screenshot = join(ARTIFACTS_DIR, `${name}.png`);
      await page.screenshot({ path: screenshot, fullPage: true }).catch(() => undefined);
      await writeFile(
        join(ARTIFACTS_DIR, `${name}.log`),
        [`url: ${page.url()}`, ...consoleLines].join('\n') + '\n',
      ).catch(() => undefined);
      console.error(`[e2e] failed at ${page.url()}; screenshot: ${screenshot}`);
    });
    return page;
  });

function artifactName(file: string, testName: string): string {
  const slug = (s: string) =>
    s
      .replace(/\.e2e\.ts$/, '')
      .replace(/[^a-zA-Z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80);
  return `${slug(file.split('/').pop() ?? file)}--${slug(testName)}`;
}

// --- Sign-in page ------------------------------------------------------------------------------------------------

export const SIGN_IN_PATH = '/sessions/signin';

export const usernameField = (page: Page) => page.getByRole('textbox', { name: /^Username/ });
/** Anchored so a "show password" toggle (labelled "…password…") never matches. */
export const passwordField = (page: Page) => page.getByLabel(/^Password/);
export const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });
export const signOutButton = (page: Page) => page.getByRole('button', { name: 'Sign Out', exact: true });

/**
 * Fills and submits the sign-in form like a user would. Opens the sign-in page first unless already on it (so a
 * `?return=` the guard added is kept). Does not wait for the outcome: callers assert where the user ends up.
 */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  if (pathOf(page) !== SIGN_IN_PATH) await page.goto(SIGN_IN_PATH);
  await usernameField(page).fill(username);
  await passwordField(page).fill(password);
  await signInButton(page).click();
}

// --- Assertions --------------------------------------------------------------------------------------------------

export function pathOf(page: Page): string {
  const url = page.url();
  return url.startsWith('http') ? new URL(url).pathname : url;
}

/** Waits until the page is at `path` (pathname only); fails showing where it is instead. */
export async function expectPath(page: Page, path: string, timeout = UI_TIMEOUT): Promise<void> {
  await expect.poll(() => pathOf(page), { timeout, message: `page should be at ${path}` }).toBe(path);
}

/** Waits until the document title is exactly `title`. */
export async function expectTitle(page: Page, title: string, timeout = UI_TIMEOUT): Promise<void> {
  await expect.poll(() => page.title(), { timeout, message: 'document title' }).toBe(title);
}

/** Reads the whole sessionStorage of the page's current origin. */
export function sessionStorageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const entries: Record<string, string> = {};
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i);
      if (key !== null) entries[key] = sessionStorage.getItem(key) ?? '';
    }
    return entries;
  });
}
