import type { Customer } from '@bookone/domain';
import { useState } from 'react';

import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useCustomer, useCustomerDuplicates, useCustomers } from '../../lib/queries/customers';

/** What a picker shows of a customer: a listed one, the prefilled one, or a duplicate taken over. */
export type NamedCustomer = Pick<Customer, 'id' | 'firstName' | 'lastName' | 'email' | 'phone'>;

/** "Aroha Ngata · aroha@example.com · +64 21 555 0101", leaving out what is missing. */
export const customerLabel = (c: Omit<NamedCustomer, 'id'>) =>
  [[c.firstName, c.lastName].filter(Boolean).join(' '), c.email, c.phone].filter(Boolean).join(' · ');

/**
 * The state of a form's customer choice (a new booking's guest, a new reservation's customer): the property's
 * customers searched as the clerk types while an existing one is wanted, the picked one (the prefilled customer
 * until the clerk picks), and while a new one is typed in, the customers who already have its email or phone.
 */
export function useCustomerChoice({
  propertyId,
  mode,
  email,
  phone,
  initialCustomerId,
  checkDuplicates = true,
}: {
  propertyId: number;
  mode: 'existing' | 'new';
  email: string;
  phone: string;
  initialCustomerId?: number;
  /** False for those who may not read customers (the check would be refused). */
  checkDuplicates?: boolean;
}) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, 250);
  const customers = useCustomers(
    propertyId,
    { search: debouncedSearch || undefined, page: 0, size: 10, sort: 'name' },
    mode === 'existing',
  );
  const prefilled = useCustomer(initialCustomerId);
  // Undefined until the clerk picks: the prefilled customer shows meanwhile.
  const [chosen, setChosen] = useState<NamedCustomer | null | undefined>(undefined);
  const picked = chosen === undefined ? (prefilled.data ?? null) : chosen;

  const dupEmail = useDebouncedValue(mode === 'new' ? email.trim() : '', 400);
  const dupPhone = useDebouncedValue(mode === 'new' ? phone.trim() : '', 400);
  const duplicates = useCustomerDuplicates(propertyId, {
    email: checkDuplicates && dupEmail.includes('@') ? dupEmail : undefined,
    phone: checkDuplicates && dupPhone.replace(/\D/g, '').length >= 6 ? dupPhone : undefined,
  });
  return { customers, setSearch, picked, setChosen, duplicates: duplicates.data ?? [] };
}

export type CustomerChoice = ReturnType<typeof useCustomerChoice>;
