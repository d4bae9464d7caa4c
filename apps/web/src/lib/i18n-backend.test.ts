import { afterEach, describe, expect, it, vi } from 'vitest';

import { fetchBackend } from './i18n-backend';

function read(answer: () => Promise<Response>) {
  // Typed with the fetch arguments so the test can read the URL it was called with.
  const fetchMock = vi.fn((..._args: Parameters<typeof fetch>) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return new Promise<{ url: unknown; error: unknown; retry: unknown; data: unknown }>((done) => {
    fetchBackend('/app/').read('fr', 'rooms', (error, data) =>
      done({ url: fetchMock.mock.calls[0]?.[0], error, retry: data === true, data }),
    );
  });
}

describe('fetchBackend', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads /locales/{language}/{namespace}.json under the base path', async () => {
    const result = await read(() => Promise.resolve(Response.json({ heading: 'Chambres' })));
    expect(result.url).toBe('/app/locales/fr/rooms.json');
    expect(result.error).toBeNull();
    expect(result.data).toEqual({ heading: 'Chambres' });
  });

  it('asks i18next to retry after a network failure or a 5xx, not after a 4xx', async () => {
    const network = await read(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(network.error).toBeInstanceOf(TypeError);
    expect(network.retry).toBe(true);

    const unavailable = await read(() => Promise.resolve(new Response('', { status: 503 })));
    expect(String(unavailable.error)).toContain('503');
    expect(unavailable.retry).toBe(true);

    const missing = await read(() => Promise.resolve(new Response('', { status: 404 })));
    expect(String(missing.error)).toContain('404');
    expect(missing.retry).toBe(false);
  });
});
