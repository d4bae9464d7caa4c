import {
  buildMenu,
  homePath,
  menuKeyFor,
  PERMISSION_KEYS,
  type MenuContext,
  type Navigation,
  type Permission,
  type SideMenuType,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { findPropertyView } from '../property/property.service';

/** The permission keys a caller holds (the role table's answer), in the catalogue's order. */
export const permissionsOf = (actor: Actor): Permission[] =>
  PERMISSION_KEYS.filter((p) => actor.permissions.has(p));

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
        permissions: [...actor.permissions],
      };
      return {
        menuKey: menuKeyFor(ctx),
        menu: buildMenu(ctx),
        homePath: homePath(property, actor.roles),
        permissions: permissionsOf(actor),
      };
    },
  };
}
export type MeService = ReturnType<typeof createMeService>;
