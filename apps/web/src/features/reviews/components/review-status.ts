import type { ReviewStatus } from '@bookone/domain';

/** A review's status chip colour: new ones stand out, hidden ones recede. */
export const STATUS_COLOR: Record<ReviewStatus, 'info' | 'success' | 'default'> = {
  NEW: 'info',
  PUBLISHED: 'success',
  HIDDEN: 'default',
};
