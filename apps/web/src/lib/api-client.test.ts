import { SESSION_KEYS } from '@bookone/domain';
import { describe, expect, it } from 'vitest';

import { headersOf, jsonResponse, mockFetch } from '../testing/test-utils';
import { api, ApiRequestError } from './api-client';

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

  it('turns a network failure into status 0', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/api/ping')).rejects.toMatchObject({
      status: 0,
      message: 'The server could not be reached. Check your connection and try again.',
    });
  });
});
