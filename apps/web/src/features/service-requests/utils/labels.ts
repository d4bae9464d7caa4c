import { SERVICE_REQUEST_TRANSITIONS, type ServiceRequest, type ServiceRequestStatus } from '@bookone/domain';

/** The moves offered as buttons, in the order of the work (putting work back to OPEN is left to an edit). */
const OFFERED: readonly ServiceRequestStatus[] = ['IN_PROGRESS', 'RESOLVED', 'CLOSED'];

/** The status buttons of a request: where it may go next, as the domain's transitions say. */
export function nextStatuses(request: Pick<ServiceRequest, 'status'>): ServiceRequestStatus[] {
  return OFFERED.filter((s) => SERVICE_REQUEST_TRANSITIONS[request.status].includes(s));
}

/** Colours of the status and priority chips (outlined: their text keeps the theme's contrast). */
export const STATUS_COLOUR: Record<ServiceRequestStatus, 'warning' | 'info' | 'success' | 'default'> = {
  OPEN: 'warning',
  IN_PROGRESS: 'info',
  RESOLVED: 'success',
  CLOSED: 'default',
};
