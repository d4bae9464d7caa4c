import { installGlobalErrorHandler } from './lib/global-error-handler';
import { reloadOnStaleBuild } from './lib/stale-build';

// Spec §8: count uncaught errors, log the first and every fifth, reload the page at the 50th.
installGlobalErrorHandler();
// A tab older than the last deploy reloads once instead of failing on a chunk that is gone.
reloadOnStaleBuild();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The entry only chooses what to start (issue 9 §3, decision 0007). A first visit to the sign-in page gets that page
// alone, without the router, TanStack Query or i18next (index.html modulepreloads its chunks, see vite.config.ts);
// any other address starts the full app. Both are chunks of their own, so that neither carries the other.
const start = /^\/sessions\/signin\/?$/.test(window.location.pathname)
  ? import('./app/signin-app').then((page) => page.startSignin(container))
  : import('./app/full-app').then((app) => app.startApp(container));
start.catch((error: unknown) => console.error('Could not start the app', error));
