import { ADMIN_ROLES, PROPERTY_ROLES, ROLES, SUPER_OR_ORG_ROLES, type Role } from './roles';

/** Who edits a property's setup: its administrator and manager, and the organisation or platform above it. */
const SETUP_EDITORS = [
  'SUPER_ADMIN',
  'ORG_ADMIN',
  'PROP_ADMIN',
  'PROP_MANAGER',
] as const satisfies readonly Role[];
/** Who reads it: every organisation role and every property role (the tenant rule narrows to their property). */
const SETUP_READERS = [...SUPER_OR_ORG_ROLES, ...PROPERTY_ROLES] as const;
/**
 * Who runs the front office (issue 5): the property's admin, manager and desk, and (like property setup) the
 * platform and organisation administrators above it; the tenant rule narrows everyone to their own properties.
 */
const FRONT_OFFICE = [
  'SUPER_ADMIN',
  'ORG_ADMIN',
  'PROP_ADMIN',
  'PROP_MANAGER',
  'PROP_FRONTDESK',
] as const satisfies readonly Role[];

/** Who takes and reads payments: the front office plus the property's and the organisation's finance staff. */
const MONEY_DESK = [
  'SUPER_ADMIN',
  'ORG_ADMIN',
  'ORG_FINANCE',
  'PROP_ADMIN',
  'PROP_MANAGER',
  'PROP_FRONTDESK',
  'PROP_FINANCE',
] as const satisfies readonly Role[];
/** Who keeps a property's guest reviews (issue 14): its admin and marketing user, and the administrators above. */
const REVIEW_KEEPERS = [
  'SUPER_ADMIN',
  'ORG_ADMIN',
  'PROP_ADMIN',
  'PROP_MARKETING',
] as const satisfies readonly Role[];
/**
 * Who keeps a property's promotions and coupon codes (issue 14): its admin and marketing user, and the administrators
 * above. Clerks apply a code through the sale they make (booking, reservation, order) and need no permission here.
 */
const PROMOTION_KEEPERS = [
  'SUPER_ADMIN',
  'ORG_ADMIN',
  'PROP_ADMIN',
  'PROP_MARKETING',
] as const satisfies readonly Role[];
/** Who records the property's expenses: management and finance (the desk does not spend the property's money). */
const EXPENSE_KEEPERS = [
  'SUPER_ADMIN',
  'ORG_ADMIN',
  'ORG_FINANCE',
  'PROP_ADMIN',
  'PROP_MANAGER',
  'PROP_FINANCE',
] as const satisfies readonly Role[];

/** Who sells rooms and may carry a sales target (spec §6), plus the administrators: they read the sales report. */
const SALES_REPORT_READERS = [
  'SUPER_ADMIN',
  'ORG_ADMIN',
  'PROP_ADMIN',
  'PROP_MANAGER',
  'PROP_FRONTDESK',
  'PROP_MARKETING',
] as const satisfies readonly Role[];

/** Who reads the dashboard's reports of their properties (issue 15): management and finance, and the platform. */
const REPORT_READERS = [
  'SUPER_ADMIN',
  'ORG_ADMIN',
  'ORG_FINANCE',
  'PROP_ADMIN',
  'PROP_MANAGER',
  'PROP_FINANCE',
] as const satisfies readonly Role[];

/** Who works enquiries (issue 15): Manage Enquiries' roles, the platform, and the property staff who take calls. */
const ENQUIRY_STAFF = [
  'SUPER_ADMIN',
  'ORG_ADMIN',
  'ORG_CUST_SUPPORT',
  'ORG_SALES',
  'PROP_ADMIN',
  'PROP_MANAGER',
  'PROP_FRONTDESK',
] as const satisfies readonly Role[];

/**
 * Who works business leads (issue 15): the leads management user of spec §6 (PROP_MARKETING) and the organisation's
 * sales staff, of the leads organisation only (a rule of the service), and the platform.
 */
const LEAD_STAFF = ['SUPER_ADMIN', 'ORG_SALES', 'PROP_MARKETING'] as const satisfies readonly Role[];

/** Who works on service requests (issue 11); PROP_HOUSEKEEPING only on those assigned to housekeeping. */
const SERVICE_REQUEST_STAFF = [
  'SUPER_ADMIN',
  'ORG_ADMIN',
  'PROP_ADMIN',
  'PROP_MANAGER',
  'PROP_SERVICE',
  'PROP_FRONTDESK',
  'PROP_HOUSEKEEPING',
] as const satisfies readonly Role[];

/** Who takes and runs reservations of services (issue 11). */
const RESERVATION_STAFF = [
  'SUPER_ADMIN',
  'ORG_ADMIN',
  'PROP_ADMIN',
  'PROP_MANAGER',
  'PROP_FRONTDESK',
  'PROP_SERVICE',
] as const satisfies readonly Role[];

/** Who reads an outlet's products (issue 12): management and the staff who take orders (service staff, desk). */
const PRODUCT_READERS = [
  'SUPER_ADMIN',
  'ORG_ADMIN',
  'PROP_ADMIN',
  'PROP_MANAGER',
  'PROP_SERVICE',
  'PROP_FRONTDESK',
] as const satisfies readonly Role[];

/** Who takes and runs the outlets' orders (issue 12): management, the service staff and the desk (room service). */
const ORDER_STAFF = [
  'SUPER_ADMIN',
  'ORG_ADMIN',
  'PROP_ADMIN',
  'PROP_MANAGER',
  'PROP_SERVICE',
  'PROP_FRONTDESK',
] as const satisfies readonly Role[];

/** Who makes invoices (issue 13): drafts, payments against them; ORG_FINANCE reads the organisation's. */
const INVOICE_WRITERS = [
  'SUPER_ADMIN',
  'ORG_ADMIN',
  'PROP_ADMIN',
  'PROP_MANAGER',
  'PROP_FINANCE',
  'PROP_FRONTDESK',
] as const satisfies readonly Role[];
/** Who issues, voids and credits invoices and sets their numbering: management and finance, not the desk. */
const INVOICE_ISSUERS = [
  'SUPER_ADMIN',
  'ORG_ADMIN',
  'PROP_ADMIN',
  'PROP_MANAGER',
  'PROP_FINANCE',
] as const satisfies readonly Role[];

/**
 * The permission table: which roles may call what. Every API route names one of these keys and the server
 * enforces it before the handler runs; the web app reads the same table to hide what the server would refuse.
 * Row-level rules (which property or organisation) are the services' job, on top of this.
 */
export const PERMISSIONS = {
  /** Read one's own user record and session data. */
  'self.read': ROLES,
  'self.update': ROLES,
  'user.read': [...SUPER_OR_ORG_ROLES, 'PROP_ADMIN', 'PROP_MANAGER'],
  'user.create': ['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_ADMIN'],
  'user.update': ADMIN_ROLES,
  'user.readAll': [...SUPER_OR_ORG_ROLES, 'PROP_ADMIN'],
  'user.readOrganisation': SUPER_OR_ORG_ROLES,
  /** Roles as data (issue 10): the platform creates and edits custom roles; admins read the roles they assign. */
  'role.read': ['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_ADMIN'],
  'role.write': ['SUPER_ADMIN'],
  'property.users': [...SUPER_OR_ORG_ROLES, 'PROP_ADMIN', 'PROP_MANAGER'],
  'subscription.read': ROLES,
  'subscription.create': ['SUPER_ADMIN'],
  /**
   * Address reference data (issue 10): kept by the platform (the Address Setup menu is the super admin's, spec §2.5),
   * read for type-ahead by every signed-in user, since any of them may type an address (guest, property, company).
   */
  'address.read': ROLES,
  'address.write': ['SUPER_ADMIN'],
  'property.addSubscription': ADMIN_ROLES,
  /** A property's notifications (spec §7.2); the panel and its polling are for a COMPLETED property's admin. */
  'notification.read': [...SUPER_OR_ORG_ROLES, ...PROPERTY_ROLES],
  'notification.update': [...SUPER_OR_ORG_ROLES, ...PROPERTY_ROLES],
  /** The header search box: users and properties within the caller's reach. */
  'search.run': ROLES,
  /** Property setup (issue 4): onboarding steps, business profile, images, hours and services. */
  'property.read': SETUP_READERS,
  'property.setup': SETUP_EDITORS,
  /** Room types, physical rooms and rate plans. */
  'room.read': SETUP_READERS,
  'room.write': SETUP_EDITORS,
  /** Housekeeping status and out-of-order of a physical room: the desk and housekeeping too. */
  'room.status': [...SETUP_EDITORS, 'PROP_FRONTDESK', 'PROP_HOUSEKEEPING'],
  /** The rates-and-availability grid, bulk updates, stop-sell, quotes. */
  'rates.read': SETUP_READERS,
  'rates.write': SETUP_EDITORS,
  /** The organisation's room-facility catalogue: read by everyone who picks from it, kept by the organisation. */
  'facility.read': SETUP_READERS,
  'facility.write': ['SUPER_ADMIN', 'ORG_ADMIN'],
  /** Bookings (issue 5): list, read, create, cancel, confirm. */
  'booking.read': FRONT_OFFICE,
  'booking.write': FRONT_OFFICE,
  /** The property's guests. */
  'customer.read': FRONT_OFFICE,
  'customer.write': FRONT_OFFICE,
  /** Payments and refunds (issue 5): the desk takes them, finance reconciles them. */
  'payment.read': MONEY_DESK,
  'payment.write': MONEY_DESK,
  /** Expenses and their receipts: finance and management, not the desk. */
  'expense.read': EXPENSE_KEEPERS,
  'expense.write': EXPENSE_KEEPERS,
  /** Invoices (issue 13): read by who makes them and the organisation's finance; issued by management and finance. */
  'invoice.read': [...INVOICE_WRITERS, 'ORG_FINANCE'],
  'invoice.write': INVOICE_WRITERS,
  'invoice.issue': INVOICE_ISSUERS,
  /** The payment gateway catalogue (issue 13): the platform keeps it; property settings across the platform. */
  'gateway.manage': ['SUPER_ADMIN'],
  /** A property's own gateway setting (keys, fees, mode): its admin, and the organisation and platform above it. */
  'gateway.setting': ['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_ADMIN'],
  /** The OTA channel catalogue (issue 16): the platform keeps it. */
  'channel.manage': ['SUPER_ADMIN'],
  /** A property's channel connections, reservations log and sync health (issue 16): its admin and those above. */
  'channel.read': ['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_ADMIN'],
  /** Connect a property to channels, map its room types and rate plans, set fees, adjustment and stop-sell. */
  'channel.connect': ['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_ADMIN'],
  /** Payment links (issue 13): the desk, finance and management send and cancel them; org finance reads them. */
  'paymentLink.read': MONEY_DESK,
  'paymentLink.write': [
    'SUPER_ADMIN',
    'ORG_ADMIN',
    'PROP_ADMIN',
    'PROP_MANAGER',
    'PROP_FINANCE',
    'PROP_FRONTDESK',
  ],
  /** The services catalogue (issue 11): every property role reads it (to book from it), management keeps it. */
  'services.read': ['SUPER_ADMIN', 'ORG_ADMIN', ...PROPERTY_ROLES],
  'services.write': SETUP_EDITORS,
  /** The product catalogue of the outlets (issue 12): read by who takes orders, kept by management. */
  'product.read': PRODUCT_READERS,
  'product.write': SETUP_EDITORS,
  /**
   * The accommodation dashboard (today at the desk, occupancy, revenue): every property role, and the platform and
   * organisation roles above it, who open a property's dashboard from the organisation dashboard's switcher.
   */
  'dashboard.read': [...SUPER_OR_ORG_ROLES, ...PROPERTY_ROLES],
  /** The organisation dashboard (issue 10): its figures across its properties; the platform any organisation's. */
  'dashboard.organisation': SUPER_OR_ORG_ROLES,
  /** Organisations (issue 10): created, changed and deactivated by the platform only (spec §2.5). */
  'organisation.manage': ['SUPER_ADMIN'],
  /** An organisation's properties: listed, created, deactivated, re-planned by its admin (any one for the platform). */
  'organisation.properties': ['SUPER_ADMIN', 'ORG_ADMIN'],
  /** B2B companies (issue 10): kept by the organisation's admin, read by its finance too (statements). */
  'company.read': ['SUPER_ADMIN', 'ORG_ADMIN', 'ORG_FINANCE'],
  'company.write': ['SUPER_ADMIN', 'ORG_ADMIN'],
  /** The active companies a booking may be billed to: whoever makes bookings (names and credit only). */
  'company.bill': FRONT_OFFICE,
  /**
   * Business Type Config (issue 10): every signed-in user reads their organisation's types (onboarding offers the
   * active ones, later modules read the terms); the organisation's admin sets them, the platform any organisation's.
   */
  'businessType.read': ROLES,
  'businessType.write': ['SUPER_ADMIN', 'ORG_ADMIN'],
  /**
   * Partner properties (issue 10): an organisation's admin reads the properties it distributes and grants its own
   * properties to distributors; the platform any. The availability of a partner's property only under an agreement.
   */
  'partner.read': ['SUPER_ADMIN', 'ORG_ADMIN'],
  'partner.write': ['SUPER_ADMIN', 'ORG_ADMIN'],
  /** The sales report (spec §7.5): the roles that sell (and may carry a target) and the admins. */
  'report.sales': SALES_REPORT_READERS,
  /** The report dashboard (issue 15): whoever reads any of its reports sees the catalogue of those they may run. */
  'report.read': [...REPORT_READERS, 'PROP_FRONTDESK', 'PROP_MARKETING'],
  /** The accommodation reports (issue 15): night audit, occupancy, revenue, movements, payments, balances. */
  'report.accommodation': REPORT_READERS,
  /** The services reports (issue 15): reservations and revenue by offering and resource, utilisation, no-shows. */
  'report.services': REPORT_READERS,
  /** The orders reports (issue 15): sales by product, group, hour, outlet and operator, tax, voids, discounts. */
  'report.orders': REPORT_READERS,
  /**
   * Enquiries (issue 15): the organisation's inbox (spec §2.5: admin, customer support, sales), the platform's, and
   * the property staff who take calls, on their own property's enquiries only (a row rule of the service).
   */
  'enquiry.read': ENQUIRY_STAFF,
  'enquiry.write': ENQUIRY_STAFF,
  /**
   * Service requests (issue 11, spec §7.3): management keeps them, the desk and service staff operate them; housekeeping
   * sees and moves only the ones assigned to housekeeping (a row rule of the service).
   */
  'serviceRequest.read': SERVICE_REQUEST_STAFF,
  'serviceRequest.write': SERVICE_REQUEST_STAFF,
  /** Reservations of services (issue 11): taken and moved by the desk and service staff, and management. */
  'reservation.read': RESERVATION_STAFF,
  'reservation.write': RESERVATION_STAFF,
  /** Orders of the outlets (issue 12): the point of sale, room service charged to the folio, the floor plan. */
  'order.read': ORDER_STAFF,
  'order.write': ORDER_STAFF,
  /** Kitchen tickets (issue 12): the display a cook reads and bumps, and whoever takes orders follows them. */
  'kitchen.read': ORDER_STAFF,
  'kitchen.write': ORDER_STAFF,
  /** The audit log (issue 10): the administrators and the property manager, each within their own scope. */
  'audit.read': ['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_ADMIN', 'PROP_MANAGER'],
  /**
   * Msg Tracker (issue 13): the outgoing messages, read and resent or cancelled by the organisation's admin (spec §2.5's
   * menu), the platform's for every organisation. Each within their reach (decision 0029).
   */
  'message.read': ['SUPER_ADMIN', 'ORG_ADMIN'],
  'message.write': ['SUPER_ADMIN', 'ORG_ADMIN'],
  /**
   * Guest reviews (issue 14): the property's admin and marketing user answer, publish and hide them; the
   * organisation's admin every property's of the organisation, the platform any.
   */
  'review.read': REVIEW_KEEPERS,
  'review.write': REVIEW_KEEPERS,
  /** Promotions and coupon codes (issue 14): the property's admin and marketing user, the organisation's admin. */
  'promotion.read': PROMOTION_KEEPERS,
  'promotion.write': PROMOTION_KEEPERS,
  /**
   * Marketing campaigns (issue 14): the property's admin and marketing user for its customers, the organisation's
   * admin also across its properties (organisation-level campaigns), the platform any.
   */
  'campaign.read': PROMOTION_KEEPERS,
  'campaign.write': PROMOTION_KEEPERS,
  /** Business leads (issue 15): the leads organisation's sales and marketing staff (spec §6's leads user). */
  'lead.read': LEAD_STAFF,
  'lead.write': LEAD_STAFF,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Every permission key, in the table's order: the catalogue a custom role picks from. */
export const PERMISSION_KEYS = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/**
 * What every signed-in user needs to use the shell at all (their own profile and password, their plan, the header
 * search, address type-ahead): every built-in role has them, and a custom role gets them whatever it is given, so
 * that "three permissions" means three abilities beyond being signed in.
 */
export const BASELINE_PERMISSIONS = PERMISSION_KEYS.filter((p) =>
  (ROLES as readonly string[]).every((r) => (PERMISSIONS[p] as readonly string[]).includes(r)),
);

/** The module a permission belongs to (its key's first part): the catalogue is grouped by it. */
export const permissionModule = (permission: Permission) => permission.split('.')[0]!;

/** The permission catalogue grouped by module, in the table's order, baseline permissions left out. */
export function permissionCatalogue(): { module: string; permissions: Permission[] }[] {
  const groups = new Map<string, Permission[]>();
  for (const p of PERMISSION_KEYS) {
    if (BASELINE_PERMISSIONS.includes(p)) continue;
    const module = permissionModule(p);
    groups.set(module, [...(groups.get(module) ?? []), p]);
  }
  return [...groups].map(([module, permissions]) => ({ module, permissions }));
}

/** The permission set of a built-in role, as the table seeds it into the role table. */
export function builtInPermissions(role: Role): Permission[] {
  return PERMISSION_KEYS.filter((p) => (PERMISSIONS[p] as readonly string[]).includes(role));
}

/**
 * The code table's answer, for the built-in roles only. The server checks against the role table (seeded from
 * this one, custom roles included); the web app uses this for built-in roles and the server's list for others.
 */
export function can(roles: readonly string[], permission: Permission): boolean {
  const allowed: readonly string[] = PERMISSIONS[permission];
  return roles.some((r) => allowed.includes(r));
}
