import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Loads a translation file over HTTP: `/locales/{language}/{namespace}.json`. The few lines the app needs of
 * i18next-http-backend, which weighs ten times more in the first page's JavaScript (issue 9 §3). A plain `fetch`
 * (same origin, no custom header), so that index.html's `<link rel="preload" as="fetch">` answers it. A network
 * failure or a 5xx asks i18next to retry; a 4xx does not (the file is missing).
 */
export function fetchBackend(basePath: string): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      fetch(`${basePath}locales/${language}/${namespace}.json`).then(
        async (response) => {
          if (!response.ok)
            return callback(
              new Error(`${response.status} loading ${language}/${namespace}`),
              response.status >= 500,
            );
          try {
            callback(null, (await response.json()) as Record<string, unknown>);
          } catch (error) {
            callback(error as Error, false);
          }
        },
        (error: unknown) => callback(error as Error, true),
      );
    },
  };
}
