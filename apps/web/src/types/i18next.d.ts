// Types translation keys from the English file, so `t('missing.key')` and route titles fail to compile.
import 'i18next';

import type enAddress from '../../public/locales/en/address.json';
import type enAudit from '../../public/locales/en/audit.json';
import type enMessages from '../../public/locales/en/messages.json';
import type enBookings from '../../public/locales/en/bookings.json';
import type enBusinessTypes from '../../public/locales/en/business-types.json';
import type enCalendar from '../../public/locales/en/calendar.json';
import type enCompanies from '../../public/locales/en/companies.json';
import type enEnquiries from '../../public/locales/en/enquiries.json';
import type enCustomers from '../../public/locales/en/customers.json';
import type enChannels from '../../public/locales/en/channels.json';
import type enDayClose from '../../public/locales/en/day-close.json';
import type enDashboard from '../../public/locales/en/dashboard.json';
import type enOrganisationDashboard from '../../public/locales/en/organisation-dashboard.json';
import type enOrganisations from '../../public/locales/en/organisations.json';
import type enPartners from '../../public/locales/en/partners.json';
import type enPayments from '../../public/locales/en/payments.json';
import type enPaymentGateways from '../../public/locales/en/payment-gateways.json';
import type enPaymentLinks from '../../public/locales/en/payment-links.json';
import type enReservations from '../../public/locales/en/reservations.json';
import type enProducts from '../../public/locales/en/products.json';
import type enInvoices from '../../public/locales/en/invoices.json';
import type enOrders from '../../public/locales/en/orders.json';
import type enKitchen from '../../public/locales/en/kitchen.json';
import type enLeads from '../../public/locales/en/leads.json';
import type enReviews from '../../public/locales/en/reviews.json';
import type enCampaigns from '../../public/locales/en/campaigns.json';
import type enPromotions from '../../public/locales/en/promotions.json';
import type enReports from '../../public/locales/en/reports.json';
import type enReservationSchedule from '../../public/locales/en/reservation-schedule.json';
import type enRooms from '../../public/locales/en/rooms.json';
import type enServiceRequests from '../../public/locales/en/service-requests.json';
import type enServices from '../../public/locales/en/services.json';
import type enSetup from '../../public/locales/en/setup.json';
import type enShell from '../../public/locales/en/shell.json';
import type enTimeline from '../../public/locales/en/timeline.json';
import type en from '../../public/locales/en/translation.json';
import type enUsers from '../../public/locales/en/users.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      shell: typeof enShell;
      setup: typeof enSetup;
      rooms: typeof enRooms;
      calendar: typeof enCalendar;
      bookings: typeof enBookings;
      customers: typeof enCustomers;
      payments: typeof enPayments;
      dashboard: typeof enDashboard;
      users: typeof enUsers;
      organisations: typeof enOrganisations;
      address: typeof enAddress;
      audit: typeof enAudit;
      messages: typeof enMessages;
      companies: typeof enCompanies;
      enquiries: typeof enEnquiries;
      'business-types': typeof enBusinessTypes;
      partners: typeof enPartners;
      'organisation-dashboard': typeof enOrganisationDashboard;
      'payment-gateways': typeof enPaymentGateways;
      'payment-links': typeof enPaymentLinks;
      'service-requests': typeof enServiceRequests;
      reservations: typeof enReservations;
      'reservation-schedule': typeof enReservationSchedule;
      timeline: typeof enTimeline;
      services: typeof enServices;
      products: typeof enProducts;
      invoices: typeof enInvoices;
      orders: typeof enOrders;
      kitchen: typeof enKitchen;
      reviews: typeof enReviews;
      campaigns: typeof enCampaigns;
      promotions: typeof enPromotions;
      reports: typeof enReports;
      'day-close': typeof enDayClose;
      leads: typeof enLeads;
      channels: typeof enChannels;
    };
  }
}
