import { APP_ID, APP_ID_HEADER, MAX_DOCUMENT_BYTES } from '@bookone/domain';
import i18next from 'i18next';

import { ApiRequestError } from '../../../lib/api-client';
import { requestFinished, requestStarted } from '../../../lib/request-activity';
import { getAuthToken } from '../../../lib/session';

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

async function errorOf(response: Response): Promise<ApiRequestError> {
  try {
    const body = (await response.json()) as { message?: string; error?: string };
    if (body?.message) return new ApiRequestError(response.status, body.message, { error: body.error });
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return new ApiRequestError(response.status, i18next.t('errors.requestFailed', { status: response.status }));
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

/**
 * Downloads a protected file (an Excel export, a receipt, an identity document) with the same headers as the api
 * client: a plain link cannot send the bearer token. Reports progress (0..1, or null while the size is unknown)
 * and saves the file through an object URL.
 */
export async function downloadFile(
  path: string,
  options: {
    params?: Record<string, string | number | undefined | null>;
    fallbackName: string;
    onProgress?: (fraction: number | null) => void;
    signal?: AbortSignal;
  },
): Promise<void> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.params ?? {}))
    if (value != null && value !== '') query.append(key, String(value));
  const url = query.size ? `${path}?${query.toString()}` : path;
  requestStarted();
  try {
    let response: Response;
    try {
      response = await fetch(url, { headers: authHeaders(), signal: options.signal });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiRequestError(0, i18next.t('errors.network'));
    }
    if (!response.ok) throw await errorOf(response);
    const total = Number(response.headers.get('Content-Length')) || 0;
    options.onProgress?.(total ? 0 : null);
    const chunks: BlobPart[] = [];
    if (response.body) {
      const reader = response.body.getReader();
      let received = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.length;
        if (total) options.onProgress?.(Math.min(1, received / total));
      }
    } else {
      chunks.push(await response.blob());
    }
    const blob = new Blob(chunks, { type: response.headers.get('Content-Type') ?? undefined });
    const name = fileNameOf(response.headers.get('Content-Disposition')) ?? options.fallbackName;
    saveBlob(blob, name);
    options.onProgress?.(1);
  } finally {
    requestFinished();
  }
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

/**
 * Uploads one file as multipart `file` with upload progress (fetch cannot report it, XMLHttpRequest can). Resolves
 * with the JSON answer; rejects with an ApiRequestError carrying the server's message.
 */
export function uploadFile<T = unknown>(
  path: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [key, value] of Object.entries(authHeaders())) xhr.setRequestHeader(key, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      requestFinished();
      let body: unknown = undefined;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
        return;
      }
      const message =
        body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
          ? body.message
          : i18next.t('errors.requestFailed', { status: xhr.status });
      reject(new ApiRequestError(xhr.status, message));
    };
    xhr.onerror = () => {
      requestFinished();
      reject(new ApiRequestError(0, i18next.t('errors.network')));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    requestStarted();
    xhr.send(form);
  });
}
