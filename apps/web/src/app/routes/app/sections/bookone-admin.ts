import type { SectionModule } from '../../../route-module';

/**
 * The lazily loaded 'bookone-admin' section (user and organisation administration, address setup, channels,
 * facilities): the pages built so far, by route id (domain APP_ROUTES). The other routes of the section show the
 * shared "not built yet" page until their module adds the page here.
 */
export const pages: SectionModule['pages'] = {
  roomFacilities: () => import('../bookone-admin/room-facilities'),
  countrySetup: () => import('../bookone-admin/address-setup-country'),
  stateSetup: () => import('../bookone-admin/address-setup-state'),
  citySetup: () => import('../bookone-admin/address-setup-city'),
  suburbSetup: () => import('../bookone-admin/address-setup-suburb'),
  streetSetup: () => import('../bookone-admin/address-setup-street'),
  companyList: () => import('../bookone-admin/company-list'),
  companyDetails: () => import('../bookone-admin/company-details'),
  manageEnquiries: () => import('../bookone-admin/manage-enquiries'),
  createUser: () => import('../bookone-admin/create-user'),
  manageUser: () => import('../bookone-admin/manage-user'),
  manageOrganization: () => import('../bookone-admin/manage-organization'),
  createOrganization: () => import('../bookone-admin/create-organization'),
  organisationProperties: () => import('../bookone-admin/organisation-property-list'),
  serviceConfig: () => import('../bookone-admin/service-config'),
  partnerProperties: () => import('../bookone-admin/eglobe-property-list'),
  createRole: () => import('../bookone-admin/create-role'),
  userRole: () => import('../bookone-admin/user-role'),
  paymentGateway: () => import('../bookone-admin/manage-payment-gateway'),
  msgTracker: () => import('../bookone-admin/msg-tracker'),
  auditLog: () => import('../bookone-admin/audit-log'),
  manageChannel: () => import('../bookone-admin/manage-channel'),
  createChannel: () => import('../bookone-admin/channel-create'),
  channelConfigure: () => import('../bookone-admin/channel-configure'),
};
