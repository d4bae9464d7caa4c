import { apiErrorSchema, SESSION_KEYS } from '@bookone/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { headersOf, jsonResponse, mockFetch } from '../testing/test-utils';
import { api, ApiRequestError, IDEMPOTENCY_KEY_HEADER, isApiError } from './api-client';
import { getInFlightRequests, subscribeToRequests } from './request-activity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const serverError = () =>
  jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' }, 500);

describe('api client', () => {
  it('sends APP_ID on every call and no Authorization without a token', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    await expect(api.get('/api/ping')).resolves.toEqual({ ok: true });
    const headers = headersOf(fetchMock);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/ping');
    expect(headers.get('APP_ID')).toBe('BOOKONE_WEB_APP');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('adds the bearer token when one is stored', async () => {
    sessionStorage.setItem(SESSION_KEYS.authToken, 'abc.def');
    const fetchMock = mockFetch(() => jsonResponse({}));
    await api.get('/api/user/findById/1');
    expect(headersOf(fetchMock).get('Authorization')).toBe('Bearer abc.def');
  });

  it('sends a body as JSON', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ id: 1 }, 201));
    await api.post('/api/things', { name: 'Room 1' }, { params: { propertyId: 3, search: undefined } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things?propertyId=3');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Room 1"}');
    expect(headersOf(fetchMock).get('Content-Type')).toBe('application/json');
  });

  it('gives every non-GET request a fresh Idempotency-Key, and none to a GET', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    await api.get('/api/ping');
    await api.post('/api/things', { name: 'a' });
    await api.post('/api/things', { name: 'a' });
    await api.delete('/api/things/1');

    expect(headersOf(fetchMock, 0).has(IDEMPOTENCY_KEY_HEADER)).toBe(false);
    const keys = [1, 2, 3].map((call) => headersOf(fetchMock, call).get(IDEMPOTENCY_KEY_HEADER));
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(3);
  });

  it('retries a failed request once, unchanged: same method, body, headers and Idempotency-Key', async () => {
    sessionStorage.setItem(SESSION_KEYS.authToken, 'abc.def');
    const fetchMock = mockFetch(() =>
      fetchMock.mock.calls.length === 1 ? serverError() : jsonResponse({ saved: true }),
    );

    await expect(api.post('/api/notification/', { id: 3, notificationStatus: 'Read' })).resolves.toEqual({
      saved: true,
    });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, second] = fetchMock.mock.calls;
    expect(second?.[0]).toBe(first?.[0]);
    expect(second?.[1]?.method).toBe('POST');
    expect(second?.[1]?.body).toBe(first?.[1]?.body);
    expect([...headersOf(fetchMock, 1).entries()]).toEqual([...headersOf(fetchMock, 0).entries()]);
    expect(headersOf(fetchMock, 1).get(IDEMPOTENCY_KEY_HEADER)).toMatch(UUID);
    expect(headersOf(fetchMock, 1).get(IDEMPOTENCY_KEY_HEADER)).toBe(
      headersOf(fetchMock, 0).get(IDEMPOTENCY_KEY_HEADER),
    );
  });

  it('retries only once: a second failure reaches the caller', async () => {
    const fetchMock = mockFetch(serverError);
    await expect(api.get('/api/ping')).rejects.toMatchObject({
      status: 500,
      message: 'Database unavailable',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries a network failure once too', async () => {
    const fetchMock = mockFetch(() => {
      if (fetchMock.mock.calls.length === 1) throw new TypeError('Failed to fetch');
      return jsonResponse({ ok: true });
    });
    await expect(api.get('/api/ping')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry a cancelled request', async () => {
    const controller = new AbortController();
    const fetchMock = mockFetch(() => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(api.get('/api/ping', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 to the caller: retried once, then an ApiRequestError, and the page stays where it is', async () => {
    sessionStorage.setItem(SESSION_KEYS.authToken, 'expired');
    const before = window.location.href;
    const fetchMock = mockFetch(() =>
      jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'Token expired' }, 401),
    );

    const error = await api.get('/api/user/findById/1').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, message: 'Token expired' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(window.location.href).toBe(before);
    expect(sessionStorage.getItem(SESSION_KEYS.authToken)).toBe('expired');
  });

  it('counts requests in flight: the loader opens on the first and closes when all have finished', async () => {
    const answers: ((response: Response) => void)[] = [];
    mockFetch(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const seen: number[] = [];
    const unsubscribe = subscribeToRequests(() => seen.push(getInFlightRequests()));

    const first = api.get('/api/a');
    const second = api.get('/api/b');
    expect(getInFlightRequests()).toBe(2);
    await waitForCalls(answers, 2);
    answers[0]?.(jsonResponse({}));
    await first;
    expect(getInFlightRequests()).toBe(1);
    answers[1]?.(jsonResponse({}));
    await second;
    unsubscribe();

    expect(getInFlightRequests()).toBe(0);
    expect(seen).toEqual([1, 2, 1, 0]);
  });

  it('counts a failed request until its retry has finished', async () => {
    const fetchMock = mockFetch(serverError);
    const seen: number[] = [];
    const unsubscribe = subscribeToRequests(() => seen.push(getInFlightRequests()));
    await api.get('/api/ping').catch(() => undefined);
    unsubscribe();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(seen).toEqual([1, 0]);
  });

  it('resolves to undefined on an empty answer', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(api.delete('/api/things/1')).resolves.toBeUndefined();
  });

  it('throws the ApiError message, status and fields of a non-2xx answer', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid input',
          fields: { 'body.username': 'This field is required' },
        },
        400,
      ),
    );
    const error = await api.post('/api/user/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input',
      error: 'Bad Request',
      fields: { 'body.username': 'This field is required' },
    });
  });

  it('falls back to a translated message when the error body is not an ApiError', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/api/ping')).rejects.toMatchObject({
      status: 502,
      message: 'The request failed (HTTP 502). Please try again.',
    });
  });

  it('turns a network failure into status 0 (after the retry)', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/api/ping')).rejects.toMatchObject({
      status: 0,
      message: 'The server could not be reached. Check your connection and try again.',
    });
  });
});

async function waitForCalls(list: unknown[], count: number) {
  for (let i = 0; i < 20 && list.length < count; i++) await Promise.resolve();
  expect(list).toHaveLength(count);
}

describe('isApiError', () => {
  it("accepts exactly what the domain's apiErrorSchema accepts", () => {
    const value = fc.oneof(
      fc.anything(),
      fc.record(
        {
          statusCode: fc.oneof(fc.integer(), fc.double(), fc.string()),
          error: fc.oneof(fc.string(), fc.integer()),
          message: fc.oneof(fc.string(), fc.constant(null)),
          fields: fc.oneof(
            fc.dictionary(fc.string(), fc.string()),
            fc.dictionary(fc.string(), fc.anything()),
            fc.array(fc.string()),
            fc.constant(null),
          ),
        },
        { requiredKeys: ['statusCode', 'error', 'message'] },
      ),
    );
    fc.assert(
      fc.property(value, (body) => {
        expect(isApiError(body)).toBe(apiErrorSchema.safeParse(body).success);
      }),
      { seed: 9, numRuns: 500 },
    );
  });
});
