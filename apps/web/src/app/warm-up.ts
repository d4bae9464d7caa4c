import { loadAppNamespaces } from '../lib/i18n';

/**
 * Starts downloading what the signed-in area needs first (its layout's code and the translations of its pages), once
 * the user starts typing on the sign-in page: by the time they click, the page after it has only its data to load
 * (issue 9 §3, sign-in → home). The router imports the same module, so nothing is downloaded twice. The sessions
 * layout hands this to the sign-in page; the stand-alone sign-in page first loads the app (full-app.tsx).
 */
export function warmUpSignedInArea(): void {
  void import('./routes/app/layout');
  void loadAppNamespaces();
}
