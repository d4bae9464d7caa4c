/** The details page of a reservation (the RESERVATION notification's target, spec §2.4). */
export const reservationDetailsPath = (referenceNumber: string) =>
  `/master-service/reservation-details/${encodeURIComponent(referenceNumber)}`;

export const reservationListPath = '/master-service/reservation-list';
