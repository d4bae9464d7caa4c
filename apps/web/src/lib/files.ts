import { APP_ID, APP_ID_HEADER, apiErrorSchema, MAX_DOCUMENT_BYTES } from '@bookone/domain';
import i18next from 'i18next';

import { ApiRequestError, IDEMPOTENCY_KEY_HEADER } from './api-client';
import { requestFinished, requestStarted } from './request-activity';
import { getAuthToken } from './session';

/**
 * Files through the API: protected downloads (Excel exports, receipts, identity scans) and uploads with progress.
 * The JSON client cannot do either (it reads JSON, fetch reports no upload progress), so this module repeats its
 * contract: the APP_ID header and bearer token, an Idempotency-Key on writes, one retry of a failed attempt with
 * the same key, the in-flight counter, and the server's error message (and field messages) in an ApiRequestError.
 */

/** Progress of a transfer: 0..1, or null while the size is unknown. */
export type Progress = (fraction: number | null) => void;

type QueryValue = string | number | boolean | null | undefined;

/** What an identity document or a receipt may be: an image or a PDF (the server checks the same). */
export function isDocumentType(file: File): boolean {
  return file.type.startsWith('image/') || file.type === 'application/pdf';
}

/** Why a file cannot be uploaded ('type' or 'size'), checked before sending anything; null when it can. */
export function documentFileProblem(file: File): 'type' | 'size' | null {
  if (!isDocumentType(file)) return 'type';
  if (file.size > MAX_DOCUMENT_BYTES) return 'size';
  return null;
}

function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { [APP_ID_HEADER]: APP_ID };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** The ApiRequestError of a non-2xx answer: the server's message and field messages, else a generic text. */
function errorOf(status: number, body: unknown): ApiRequestError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { message, error, fields } = parsed.data;
    return new ApiRequestError(status, message, { error, fields });
  }
  return new ApiRequestError(status, i18next.t('errors.requestFailed', { status }));
}

const networkError = () => new ApiRequestError(0, i18next.t('errors.network'));

/** Worth a second attempt: no answer at all, or a server failure (a 4xx would only be refused again). */
const retryable = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);

async function withOneRetry<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  requestStarted();
  try {
    try {
      return await run();
    } catch (error) {
      if (signal?.aborted || !retryable(error)) throw error;
      return await run();
    }
  } finally {
    requestFinished();
  }
}

/** The file name of a Content-Disposition header (filename*= first), if any. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      return star[1].trim();
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() ?? null;
}

/** Offers a blob to the user as a download. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

async function fetchBlob(url: string, signal: AbortSignal | undefined, onProgress?: Progress) {
  let response: Response;
  try {
    response = await fetch(url, { headers: authHeaders(), signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw networkError();
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw errorOf(response.status, body);
  }
  const total = Number(response.headers.get('Content-Length')) || 0;
  onProgress?.(total ? 0 : null);
  const chunks: BlobPart[] = [];
  if (response.body) {
    const reader = response.body.getReader();
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      if (total) onProgress?.(Math.min(1, received / total));
    }
  } else {
    chunks.push(await response.blob());
  }
  const blob = new Blob(chunks, { type: response.headers.get('Content-Type') ?? undefined });
  return { blob, name: fileNameOf(response.headers.get('Content-Disposition')) };
}

/**
 * Downloads a protected file (an Excel export, a receipt, an identity document) and saves it: a plain link cannot
 * send the bearer token. Empty filter values are left out of the query, like the JSON client does.
 */
export async function downloadFile(
  path: string,
  options: {
    params?: Record<string, QueryValue>;
    fallbackName: string;
    onProgress?: Progress;
    signal?: AbortSignal;
  },
): Promise<void> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.params ?? {}))
    if (value != null && value !== '') query.append(key, String(value));
  const url = query.size ? `${path}?${query.toString()}` : path;
  const { blob, name } = await withOneRetry(
    () => fetchBlob(url, options.signal, options.onProgress),
    options.signal,
  );
  saveBlob(blob, name ?? options.fallbackName);
  options.onProgress?.(1);
}

function sendOnce<T>(
  path: string,
  file: File,
  key: string,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, key);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = undefined;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
      } else reject(errorOf(xhr.status, body));
    };
    xhr.onerror = () => reject(networkError());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * Uploads one file as multipart `file` with upload progress (fetch cannot report it, XMLHttpRequest can), retried
 * once with the same Idempotency-Key. Resolves with the JSON answer; rejects with an ApiRequestError carrying the
 * server's message.
 */
export function uploadFile<T = unknown>(
  path: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  const key = crypto.randomUUID();
  return withOneRetry(() => sendOnce<T>(path, file, key, onProgress));
}
