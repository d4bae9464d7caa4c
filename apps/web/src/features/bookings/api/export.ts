import { downloadFile, type Progress } from '../../../lib/files';
import type { BookingListParams } from '../utils/list-query';

/** GET /api/booking/property/:propertyId/export with the list's filters: an .xlsx, saved as a download. */
export function downloadBookingsExport(
  propertyId: number,
  params: BookingListParams,
  onProgress?: Progress,
): Promise<void> {
  return downloadFile(`/api/booking/property/${propertyId}/export`, {
    params,
    fallbackName: 'bookings.xlsx',
    onProgress,
  });
}
