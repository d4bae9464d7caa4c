/**
 * The address to go to after sign-in, taken from the `return` query parameter. Only a same-site path is accepted
 * ('/...' but not '//host' or '/\host', which browsers read as another site); anything else gives the fallback.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // Tabs and newlines are dropped by the URL parser ('/\t/evil.example' becomes '//evil.example'): resolve and
  // compare origins instead of trusting the prefix alone.
  const origin = window.location.origin;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}

/** The pathname and search of an absolute URL: what the sign-in `return` parameter should hold. */
export function returnPathOf(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}
