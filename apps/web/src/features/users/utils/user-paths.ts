import type { User } from '@bookone/domain';

/**
 * The Add User page's address: /bookone-admin/create-user/:userId/:organizationId/:propertyId, each 0 for none
 * (spec §2.5: the menus link to create-user/0/0/0). A user id opens that user for editing.
 */
export const USER_NEW_PATH = '/bookone-admin/create-user/0/0/0';
export const userEditPath = (user: Pick<User, 'id' | 'organisationId' | 'propertyId'>) =>
  `/bookone-admin/create-user/${user.id}/${user.organisationId ?? 0}/${user.propertyId ?? 0}`;
export const USER_LIST_PATH = '/bookone-admin/manage-user';

/** A route parameter as an id: a positive whole number, anything else (0 included) is none. */
export function idOrNull(raw: string | undefined): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}
