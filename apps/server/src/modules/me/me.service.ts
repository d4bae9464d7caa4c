import {
  buildMenu,
  can,
  homePath,
  menuKeyFor,
  PERMISSIONS,
  type MenuContext,
  type Navigation,
  type Permission,
  type SideMenuType,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { findPropertyView } from '../property/property.service';

const PERMISSION_KEYS = Object.keys(PERMISSIONS) as Permission[];

/** The permission keys a set of roles holds, in the table's order. */
export const permissionsOf = (roles: readonly string[]): Permission[] =>
  PERMISSION_KEYS.filter((p) => can(roles, p));

export function createMeService(db: Db) {
  return {
    /**
     * The caller's menu, built here from what the database says (roles in their stored order, the property's
     * type, status, plan, room types and subscriptions), so that the menu never trusts the browser's session copy.
     */
    async navigation(actor: Actor, sideMenuType: SideMenuType): Promise<Navigation> {
      const view = actor.propertyId != null ? await findPropertyView(db, actor.propertyId) : undefined;
      const property: MenuContext['property'] = view
        ? {
            businessType: view.businessType,
            propertyStatus: view.propertyStatus,
            plan: view.plan,
            noOfRoomType: view.noOfRoomType,
            subscriptionList: view.subscriptionList,
          }
        : null;
      const ctx: MenuContext = {
        roles: actor.roles,
        userId: actor.id,
        organizationId: actor.organisationId,
        property,
        sideMenuType,
      };
      return {
        menuKey: menuKeyFor(ctx),
        menu: buildMenu(ctx),
        homePath: homePath(property, actor.roles),
        permissions: permissionsOf(actor.roles),
      };
    },
  };
}
export type MeService = ReturnType<typeof createMeService>;
