import { APP_ID, APP_ID_HEADER, type ApiError } from '@bookone/domain';

import { requestFinished, requestStarted } from './request-activity';
import { getAuthToken } from './session';
import { hasTranslation, translate } from './translate';

/** A non-2xx answer (or no answer: status 0), carrying the server's ApiError message and field messages. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  /** The HTTP reason of the ApiError body, e.g. 'Unauthorized'. */
  readonly error: string | undefined;
  /** Field path (e.g. `body.password`) to message, for validation errors. */
  readonly fields: Record<string, string> | undefined;
  /** Field path to the message key of its message, where the server gave one (decision 0015). */
  readonly fieldKeys: Record<string, string> | undefined;
  /** Field path to the values of its key's placeholders (`{ max: 366 }` for `{{max}}`). */
  readonly fieldValues: ApiError['fieldValues'];
  /** The whole error answer, for a caller that reads more than the common shape (a taken slot's `nextSlots`). */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    options: Partial<Pick<ApiError, 'error' | 'fields' | 'fieldKeys' | 'fieldValues'>> & {
      body?: unknown;
    } = {},
  ) {
    super(message);
    this.status = status;
    this.error = options.error;
    this.fields = options.fields;
    this.fieldKeys = options.fieldKeys;
    this.fieldValues = options.fieldValues;
    this.body = options.body;
  }
}

/**
 * The summary of an error answer in the interface language: its key translated when the server gave one that the
 * translations have (decision 0015), else the server's English as sent. Done here, once, because pages show an
 * error's message in many places (alerts, snackbars, form summaries).
 */
function summaryOf({ message, messageKey }: ApiError): string {
  return messageKey && hasTranslation(messageKey) ? translate(messageKey) : message;
}

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  /** A JSON-serialisable value, or FormData for uploads. */
  body?: unknown;
  /** Query string values; null and undefined are left out. */
  params?: Record<string, QueryValue>;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /**
   * The Idempotency-Key of a non-GET request. Defaults to a fresh UUID per call; pass one to make several calls
   * count as the same logical request.
   */
  idempotencyKey?: string;
};

/** Sent with every non-GET request; the server answers a repeated key with the first result. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Same origin: in development Vite proxies /api to the server, in production the server serves the app. */
const API_BASE = '';

function buildUrl(path: string, params?: Record<string, QueryValue>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value != null) query.append(key, String(value));
  }
  const search = query.toString();
  return `${API_BASE}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;
}

/**
 * Whether an error answer has the server's ApiError shape (the domain's `apiErrorSchema`). Checked by hand: this
 * client is in the first JavaScript of every page, and zod would weigh more than the rest of it (issue 9 §3).
 */
export function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false;
  const { statusCode, error, message, fields, fieldKeys, fieldValues, messageKey } = body as Record<
    string,
    unknown
  >;
  const isText = (value: unknown) => typeof value === 'string';
  const isFigure = (value: unknown) => typeof value === 'string' || typeof value === 'number';
  return (
    Number.isSafeInteger(statusCode) &&
    typeof error === 'string' &&
    typeof message === 'string' &&
    (messageKey === undefined || typeof messageKey === 'string') &&
    isOptionalMap(fields, isText) &&
    isOptionalMap(fieldKeys, isText) &&
    isOptionalMap(fieldValues, (values) => isOptionalMap(values, isFigure) && values !== undefined)
  );
}

/** Absent, or a plain object whose values all pass `isValue` (the `fields`, `fieldKeys`, ... of an ApiError). */
function isOptionalMap(value: unknown, isValue: (entry: unknown) => boolean): boolean {
  return (
    value === undefined ||
    (typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every(isValue))
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One attempt: fetch, parse, and turn a non-2xx answer or a network failure into an ApiRequestError. */
async function attempt<T>(url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiRequestError(0, translate('errors.network'));
  }

  const payload = await readBody(response);
  if (!response.ok) {
    if (isApiError(payload)) {
      const { error, fields, fieldKeys, fieldValues } = payload;
      throw new ApiRequestError(response.status, summaryOf(payload), {
        error,
        fields,
        fieldKeys,
        fieldValues,
        body: payload,
      });
    }
    throw new ApiRequestError(
      response.status,
      translate('errors.requestFailed', { status: response.status }),
    );
  }
  return payload as T;
}

/**
 * Every API call goes through here. It adds the APP_ID header and, when signed in, the bearer token (spec §7), and
 * an Idempotency-Key to every non-GET request. Spec §8:
 * - a failed request (network failure or non-2xx answer) is retried once, unchanged: same method, body and headers,
 *   Idempotency-Key included, so the server answers a repeated write with its first result instead of doing it
 *   twice. A cancelled request is not retried.
 * - a 401 changes nothing on screen (no redirect): the caller gets the ApiRequestError like any other.
 * The global in-flight counter (spec §4 Loader) counts the logical request, retry included.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers(options.headers);
  headers.set(APP_ID_HEADER, APP_ID);
  headers.set('Accept', 'application/json');
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const verb = method.toUpperCase();
  if (!SAFE_METHODS.has(verb) && !headers.has(IDEMPOTENCY_KEY_HEADER)) {
    headers.set(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey ?? crypto.randomUUID());
  }

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    // Only with a body: Fastify answers 400 to a DELETE or POST that announces JSON but sends nothing.
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const url = buildUrl(path, options.params);
  const init: RequestInit = { method: verb, headers, body, signal: options.signal };
  requestStarted();
  try {
    try {
      return await attempt<T>(url, init, options.signal);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      return await attempt<T>(url, init, options.signal);
    }
  } finally {
    requestFinished();
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
