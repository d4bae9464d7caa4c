import type {
  Customer,
  CustomerDuplicate,
  CustomerInput,
  CustomerListQuery,
  CustomerSaved,
  DuplicateQuery,
  Page,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import {
  customerHasBookings,
  customerValues,
  deleteCustomerRow,
  findCustomerRow,
  findDuplicates,
  insertCustomer,
  listCustomers,
  toCustomer,
  updateCustomerRow,
  type CustomerRow,
} from './customer.repository';

/** Creates a customer of a property (the caller has checked the property); used by bookings for inline guests. */
export async function createCustomerRow(
  db: Db,
  propertyId: number,
  input: CustomerInput,
): Promise<CustomerRow> {
  return insertCustomer(db, { ...customerValues(input), firstName: input.firstName, propertyId });
}

export function createCustomerService(db: Db) {
  /** The customer and its property, after the tenant rule (404, then 403). */
  async function reachableCustomer(actor: Actor, id: number) {
    const row = await findCustomerRow(db, id);
    if (!row) throw notFound('Customer');
    await reachableProperty(db, actor, row.propertyId);
    return row;
  }

  return {
    async list(actor: Actor, propertyId: number, query: CustomerListQuery): Promise<Page<Customer>> {
      await reachableProperty(db, actor, propertyId);
      return listCustomers(db, propertyId, query);
    },

    async get(actor: Actor, id: number): Promise<Customer> {
      return toCustomer(await reachableCustomer(actor, id));
    },

    async create(actor: Actor, propertyId: number, input: CustomerInput): Promise<CustomerSaved> {
      await reachableProperty(db, actor, propertyId);
      const row = await createCustomerRow(db, propertyId, input);
      const duplicates = await findDuplicates(db, propertyId, row, row.id);
      return { customer: toCustomer(row), duplicates };
    },

    async update(actor: Actor, id: number, input: Partial<CustomerInput>): Promise<CustomerSaved> {
      const current = await reachableCustomer(actor, id);
      const row = await updateCustomerRow(db, id, customerValues(input));
      const duplicates = await findDuplicates(db, current.propertyId, row, row.id);
      return { customer: toCustomer(row), duplicates };
    },

    async remove(actor: Actor, id: number): Promise<{ message: string }> {
      await reachableCustomer(actor, id);
      if (await customerHasBookings(db, id))
        throw conflict('This customer has bookings and cannot be deleted');
      await deleteCustomerRow(db, id);
      return { message: 'Customer deleted' };
    },

    async duplicates(actor: Actor, propertyId: number, query: DuplicateQuery): Promise<CustomerDuplicate[]> {
      await reachableProperty(db, actor, propertyId);
      return findDuplicates(db, propertyId, query, query.excludeId);
    },
  };
}
export type CustomerService = ReturnType<typeof createCustomerService>;
