// The outlet and the table an order names, checked against the property (400 on the field otherwise).
import { VALIDATION_KEYS } from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { PropertyRow } from '../property/property.repository';
import { findOutlet, findTable } from './order.repository';

/** An outlet of the property that is open (400 on `field` otherwise). */
export async function openOutlet(
  db: Db,
  property: PropertyRow,
  outletId: number,
  field = 'businessServiceId',
) {
  const outlet = await findOutlet(db, outletId);
  if (!outlet || outlet.propertyId !== property.id || !outlet.active)
    throw badRequest('Outlet not found', { [field]: VALIDATION_KEYS.noSuchOutlet });
  return outlet;
}

/** An active TABLE resource of the property that can serve the outlet (400 on `field` otherwise). */
export async function tableOf(
  db: Db,
  property: PropertyRow,
  tableId: number,
  outletId: number,
  field = 'tableId',
) {
  const table = await findTable(db, tableId);
  if (
    !table ||
    table.propertyId !== property.id ||
    !table.active ||
    (table.businessServiceId != null && table.businessServiceId !== outletId)
  )
    throw badRequest('Table not found', { [field]: VALIDATION_KEYS.noSuchTable });
  return table;
}
