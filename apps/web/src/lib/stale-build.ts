/** When this tab last reloaded for a missing chunk (sessionStorage: per tab, gone with it). */
const RELOADED_AT = 'bookone.staleBuildReload';
/** A second failure this soon after the reload is not a stale tab: let the error page show instead of looping. */
const QUIET_MS = 10_000;

/**
 * A tab opened before a deploy asks for page chunks of the previous build, which the server no longer has (404):
 * Vite reports it as `vite:preloadError`. Reloading once fetches the new build, and the user lands on the page they
 * asked for instead of an error.
 */
export function reloadOnStaleBuild(win: Window = window) {
  win.addEventListener('vite:preloadError', (event) => {
    const last = Number(win.sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < QUIET_MS) return;
    win.sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    event.preventDefault();
    win.location.reload();
  });
}
