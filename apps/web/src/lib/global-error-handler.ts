/**
 * The global error handler of spec §8: it logs the first uncaught error, then every fifth one; at the 50th it forces
 * a page reload, to stop an error that keeps recurring (a render loop) from flooding the console forever.
 */
export const ERROR_LOG_EVERY = 5;
export const ERROR_RELOAD_AT = 50;

export type GlobalErrorHandlerOptions = {
  log?: (message: string, error: unknown) => void;
  reload?: () => void;
};

/** A counting handler: call it with each uncaught error. */
export function createGlobalErrorHandler({
  log = (message, error) => console.error(message, error),
  reload = () => window.location.reload(),
}: GlobalErrorHandlerOptions = {}) {
  let count = 0;
  return (error: unknown) => {
    count += 1;
    if (count === 1 || count % ERROR_LOG_EVERY === 0) {
      log(`Uncaught error (${count} so far)`, error);
    }
    if (count === ERROR_RELOAD_AT) reload();
  };
}

/**
 * Listens to the window's 'error' and 'unhandledrejection' events. Returns a function that removes the listeners.
 */
export function installGlobalErrorHandler(
  target: Window = window,
  options: GlobalErrorHandlerOptions = {},
): () => void {
  const handle = createGlobalErrorHandler(options);
  const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
