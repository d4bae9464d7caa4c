import { todayIn } from '@bookone/domain';

import { getSessionProperty } from '../../../lib/session';

/** Today at the property (its time zone), as YYYY-MM-DD. */
export function propertyToday(): string {
  return todayIn(getSessionProperty()?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
}
