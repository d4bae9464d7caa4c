import { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';

import { idParam, idSchema } from './common';
import { NOTIFICATION_TYPES } from '../navigation/routes';
import type { MenuItem } from '../navigation/menu-types';
import { SIDE_MENU_TYPES } from '../navigation/menu-types';
import { PERMISSIONS, type Permission } from '../permissions';
import { userSchema } from './user';

// ------------------------------------------------------------------ notifications (spec §2.4, §3, §4, §7.2)

export const NOTIFICATION_STATUSES = ['confirmed', 'cancelled', 'submitted'] as const;
export const NOTIFICATION_READ_STATES = ['New', 'Read'] as const;

export const notificationSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  notificationType: z.enum(NOTIFICATION_TYPES),
  referenceNumber: z.string().nullable(),
  referenceId: z.string().nullable(),
  /** What happened to the record the notification is about: drives the icon (spec §4). */
  status: z.enum(NOTIFICATION_STATUSES),
  notificationStatus: z.enum(NOTIFICATION_READ_STATES),
  message: z.string(),
  createdDate: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** POST /api/notification/: the client sends the clicked notification back with notificationStatus 'Read'. */
export const saveNotificationSchema = z.object({
  id: idSchema,
  notificationStatus: z.enum(NOTIFICATION_READ_STATES),
});
export type SaveNotificationInput = z.infer<typeof saveNotificationSchema>;

export const notificationQuerySchema = z.object({ PropertyId: idParam });

// ------------------------------------------------------------------ navigation (GET /api/me/navigation)

const menuBadgeSchema = z.object({
  value: z.string(),
  color: z.enum(['primary', 'secondary', 'error', 'warning', 'info', 'success']),
});
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    name: z.string(),
    type: z.enum(['link', 'extLink', 'dropDown', 'icon', 'separator']),
    state: z.string().optional(),
    href: z.string().optional(),
    icon: z.string().optional(),
    svgIcon: z.string().optional(),
    tooltip: z.string().optional(),
    sub: z.array(menuItemSchema).optional(),
    roles: z.array(z.string()).optional(),
    badges: z.array(menuBadgeSchema).optional(),
    disabled: z.boolean().optional(),
    subscriptionGated: z.boolean().optional(),
  }),
);

export const navigationQuerySchema = z.object({
  sideMenuType: z.enum(SIDE_MENU_TYPES).default('icon-menu'),
});

export const navigationSchema = z.object({
  menuKey: z.string(),
  menu: z.array(menuItemSchema),
  /** Where the Home action goes (spec §2.1). */
  homePath: z.string(),
  /** The permission keys the caller holds: the client hides what the server would refuse. */
  permissions: z.array(z.enum(Object.keys(PERMISSIONS) as [Permission, ...Permission[]])),
});
export type Navigation = z.infer<typeof navigationSchema>;

// ------------------------------------------------------------------ search (GET /api/search?q=)

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, VALIDATION_KEYS.searchText).max(120),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const searchResultSchema = z.object({
  users: z.array(
    userSchema.pick({
      id: true,
      username: true,
      firstName: true,
      lastName: true,
      roles: true,
      propertyId: true,
    }),
  ),
  properties: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      businessType: z.string(),
      city: z.string().nullable(),
    }),
  ),
  /** Guests (customer records) of the properties in reach, for those who may read customers. */
  guests: z.array(
    z.object({
      id: z.number().int(),
      propertyId: z.number().int(),
      firstName: z.string(),
      lastName: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
  ),
  /** Bookings by number or guest name, for those who may read bookings. */
  bookings: z.array(
    z.object({
      id: z.number().int(),
      propertyId: z.number().int(),
      bookingNumber: z.string(),
      status: z.string(),
      guestName: z.string(),
      arrival: z.string(),
      departure: z.string(),
    }),
  ),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
