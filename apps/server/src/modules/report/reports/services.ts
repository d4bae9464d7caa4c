// The services reports of the dashboard (issue 15): reservations of a spa's, a barber's or a restaurant's tables'
// offerings by offering and by resource, with the resources' utilisation and the no-show rate.
import { businessServiceOptions } from './grouped-sql';
import { groupedReports } from './grouped-report';
import { servicesByOffering, servicesByResource } from './service-reports.repository';

const counts = [
  { key: 'reservations', label: 'Reservations', type: 'int' },
  { key: 'sessions', label: 'Sessions', type: 'int' },
  { key: 'persons', label: 'Persons', type: 'int' },
  { key: 'revenue', label: 'Revenue', type: 'money' },
  { key: 'cancelled', label: 'Cancelled', type: 'int' },
  { key: 'noShows', label: 'No-shows', type: 'int' },
  { key: 'noShowRate', label: 'No-show rate', type: 'percent' },
] as const;

export const serviceReports = groupedReports(
  {
    group: 'services',
    permission: 'report.services',
    businessTypes: ['Services', 'Restaurant', 'Other'],
    filter: {
      key: 'serviceId',
      options: (db, propertyIds) => businessServiceOptions(db, propertyIds, 'offering'),
    },
  },
  [
    {
      id: 'service-offerings',
      summary:
        'Reservations by offering, by the day their sessions start (property-local): reservations not cancelled, sessions and persons that took or will take place, revenue (line prices less their share of the reservation’s discount, before tax; no-shows and cancellations earn nothing), cancellations, no-shows and their rate among the reservations not cancelled',
      columns: [
        { key: 'offering', label: 'Offering', type: 'text' },
        { key: 'service', label: 'Service', type: 'text' },
        ...counts,
      ],
      chart: { kind: 'bar', x: 'offering', series: ['revenue'] },
      sheet: 'Offerings',
      figures: (db, scope, f) => servicesByOffering(db, scope, f),
    },
    {
      id: 'service-resources',
      summary:
        'Reservations by resource (staff, rooms, chairs, tables) with their utilisation: minutes booked (sessions of reservations not cancelled) over minutes available (the service’s opening hours, else the property’s, less breaks, within the resource’s own hours, less its time off, times its lanes)',
      columns: [
        { key: 'resource', label: 'Resource', type: 'text' },
        { key: 'kind', label: 'Kind', type: 'text' },
        ...counts,
        { key: 'bookedMinutes', label: 'Booked minutes', type: 'int' },
        { key: 'availableMinutes', label: 'Available minutes', type: 'int' },
        { key: 'utilisation', label: 'Utilisation', type: 'percent' },
      ],
      chart: { kind: 'bar', x: 'resource', series: ['utilisation'] },
      sheet: 'Resources',
      figures: (db, scope, f) => servicesByResource(db, scope, f),
    },
  ],
);
