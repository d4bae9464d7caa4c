import { NewBookingDialog } from '../../../../features/bookings/components/new-booking-dialog';
import { BookingCalendarPage } from '../../../../features/calendar/components/booking-calendar-page';
import { getPropertyId } from '../../../../lib/session';

/** /bookone/booking-calendar (issue 5): the tape chart; an empty cell opens the bookings feature's new booking. */
export default function BookingCalendarRoute() {
  const propertyId = getPropertyId();
  return (
    <BookingCalendarPage
      renderNewBooking={
        propertyId == null
          ? undefined
          : (draft, close) => (
              <NewBookingDialog
                open
                onClose={close}
                propertyId={propertyId}
                initial={{
                  roomTypeId: draft.roomTypeId,
                  arrival: draft.arrival,
                  departure: draft.departure,
                  roomId: draft.roomId ?? undefined,
                }}
                // The calendar refetches on its own (the dialog's mutation invalidates bookings); close it.
                onCreated={close}
              />
            )
      }
    />
  );
}
