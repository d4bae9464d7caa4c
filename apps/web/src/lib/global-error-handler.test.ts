import { describe, expect, it, vi } from 'vitest';

import { createGlobalErrorHandler, installGlobalErrorHandler } from './global-error-handler';

describe('global error handler', () => {
  it('logs the first error, then every fifth one', () => {
    const log = vi.fn();
    const handle = createGlobalErrorHandler({ log, reload: vi.fn() });
    for (let i = 1; i <= 21; i++) handle(new Error(`error ${i}`));

    const logged = log.mock.calls.map(([, error]) => (error as Error).message);
    expect(logged).toEqual(['error 1', 'error 5', 'error 10', 'error 15', 'error 20']);
    expect(log.mock.calls[1]?.[0]).toBe('Uncaught error (5 so far)');
  });

  it('forces a page reload at the 50th error, and only then', () => {
    const reload = vi.fn();
    const handle = createGlobalErrorHandler({ log: vi.fn(), reload });
    for (let i = 1; i < 50; i++) handle(new Error('again'));
    expect(reload).not.toHaveBeenCalled();
    handle(new Error('again'));
    expect(reload).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i++) handle(new Error('after'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('counts window errors and unhandled rejections until uninstalled', () => {
    const log = vi.fn<(message: string, error: unknown) => void>();
    const uninstall = installGlobalErrorHandler(window, { log, reload: vi.fn() });
    const boom = new Error('boom');
    window.dispatchEvent(new ErrorEvent('error', { error: boom, message: 'boom' }));
    for (let i = 0; i < 4; i++) {
      window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: `rejection ${i}` }));
    }
    expect(log.mock.calls.map(([, error]) => error)).toEqual([boom, 'rejection 3']);

    uninstall();
    for (let i = 0; i < 10; i++) window.dispatchEvent(new ErrorEvent('error', { message: 'ignored' }));
    expect(log).toHaveBeenCalledTimes(2);
  });
});
