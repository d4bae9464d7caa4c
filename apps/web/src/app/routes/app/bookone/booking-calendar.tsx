import { BookingCalendarPage } from '../../../../features/calendar/components/booking-calendar-page';

/** /bookone/booking-calendar (issue 5): the tape chart. */
export default function BookingCalendarRoute() {
  return <BookingCalendarPage />;
}
