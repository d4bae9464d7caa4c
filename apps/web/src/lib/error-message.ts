/**
 * What the user reads for a failed call: the ApiRequestError's message (the server's text, or the client's
 * translated one), else the error as text. Its own module, re-exported by lib/form-errors: a page that only shows
 * errors (the dashboards) then does not download the form helpers with react-hook-form and zod (issue 9 §3).
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
