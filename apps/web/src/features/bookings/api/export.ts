import { APP_ID, APP_ID_HEADER } from '@bookone/domain';

import { ApiRequestError } from '../../../lib/api-client';
import { getAuthToken } from '../../../lib/session';
import type { BookingListParams } from '../utils/list-query';

/**
 * GET /api/booking/property/:propertyId/export with the list's filters: an .xlsx, saved through a temporary link.
 * The API client reads JSON only, so this asks with the same headers itself (APP_ID and the bearer token).
 */
export async function downloadBookingsExport(
  propertyId: number,
  params: BookingListParams,
  fallbackName: string,
): Promise<void> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value != null) query.set(key, String(value));
  const headers = new Headers({ [APP_ID_HEADER]: APP_ID });
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const qs = query.toString();
  const response = await fetch(`/api/booking/property/${propertyId}/export${qs ? `?${qs}` : ''}`, {
    headers,
  });
  if (!response.ok) {
    let message = response.statusText;
    try {
      message = ((await response.json()) as { message?: string }).message ?? message;
    } catch {
      // Not JSON: keep the status text.
    }
    throw new ApiRequestError(response.status, message);
  }
  const blob = await response.blob();
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
