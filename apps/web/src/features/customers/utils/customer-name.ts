import type { Customer } from '@bookone/domain';

export const customerName = (c: Pick<Customer, 'firstName' | 'lastName'>) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ');

/** The details (and edit) address of a customer: shareable, the same page as "Add customer". */
export const customerPath = (id: number) => `/bookone/add-customer?customerId=${id}`;
