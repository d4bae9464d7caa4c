// The services reports of the dashboard (issue 15): reservations of a spa's, a barber's or a restaurant's tables'
// offerings by offering and by resource, with the resources' utilisation and the no-show rate.
import { businessServiceOptions } from './grouped-sql';
import { groupedReports } from './grouped-report';
import { servicesByOffering, servicesByResource } from './service-reports.repository';

const counts = [
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
        'Reserved sessions (a reservation’s lines: an offering at a time on a resource) by offering, by the day they start (property-local): sessions not cancelled (no-shows included), persons that came or are to come, revenue (line prices less their share of the reservation’s discount, before tax; no-shows and cancellations earn nothing), cancelled sessions, no-shows and their rate among the sessions not cancelled',
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
        'Reserved sessions by resource (staff, rooms, chairs, tables) with their utilisation: minutes booked (sessions not cancelled) over minutes available (the opening hours of the services it works for, else the property’s, less breaks, within the resource’s own hours, less its time off, times its lanes)',
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
