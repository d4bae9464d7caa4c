import { afterEach, describe, expect, it, vi } from 'vitest';

import { reloadOnStaleBuild } from './stale-build';

/** A window whose reload is observed (jsdom cannot navigate). */
function fakeWindow() {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = Object.assign(target, { sessionStorage: window.sessionStorage, location: { reload } });
  return { win: win as unknown as Window, reload };
}
const fail = (win: Window) => {
  const event = new Event('vite:preloadError', { cancelable: true });
  win.dispatchEvent(event);
  return event;
};

afterEach(() => {
  window.sessionStorage.clear();
  vi.useRealTimers();
});

describe('reloadOnStaleBuild', () => {
  it('reloads once when a chunk of the previous build is missing, and swallows that error', () => {
    const { win, reload } = fakeWindow();
    reloadOnStaleBuild(win);
    expect(fail(win).defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets a second failure right after the reload through instead of reloading in a loop', () => {
    vi.useFakeTimers();
    const { win, reload } = fakeWindow();
    reloadOnStaleBuild(win);
    fail(win);
    vi.advanceTimersByTime(2_000);
    expect(fail(win).defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    fail(win);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
