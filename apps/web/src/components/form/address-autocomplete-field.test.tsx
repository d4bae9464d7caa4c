import type { AddressChoice } from '@bookone/domain';
import { screen, waitFor } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderRoutes } from '../../testing/test-utils';
import { AddressAutocompleteField, fillAddress } from './address-autocomplete-field';

const choice = (c: Partial<AddressChoice> & Pick<AddressChoice, 'id' | 'level' | 'name'>): AddressChoice => ({
  nameFr: null,
  code: null,
  postcode: null,
  country: 'New Zealand',
  countryFr: 'Nouvelle-Zélande',
  countryCode: 'NZ',
  state: null,
  city: null,
  suburb: null,
  ...c,
});

const QUAY = choice({
  id: 9,
  level: 'street',
  name: 'Quay Street',
  postcode: '1010',
  suburb: 'Auckland Central',
  city: 'Auckland',
  state: 'Auckland',
});

type Address = { line: string; city: string; state: string; country: string; postcode: string };

function AddressForm({ onSubmit }: { onSubmit: (a: Address) => void }) {
  const { control, setValue, handleSubmit } = useForm<Address>({
    defaultValues: { line: '', city: '', state: '', country: 'New Zealand', postcode: '' },
  });
  const [country, city] = useWatch({ control, name: ['country', 'city'] });
  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <AddressAutocompleteField
        control={control}
        name="line"
        level="street"
        label="Street"
        within={{ country, city }}
        onPick={(c) =>
          fillAddress(setValue, c, 'en', {
            city: 'city',
            state: 'state',
            country: 'country',
            postcode: 'postcode',
          })
        }
      />
      <AddressAutocompleteField control={control} name="city" level="city" label="City" />
      <button type="submit">Save</button>
    </form>
  );
}

function setup(items: AddressChoice[] = [QUAY]) {
  const fetchMock = mockApi({ 'GET /api/address/lookup': () => jsonResponse({ items }) });
  const onSubmit = vi.fn();
  const view = renderRoutes([{ path: '/', element: <AddressForm onSubmit={onSubmit} /> }]);
  return { ...view, fetchMock, onSubmit };
}

describe('AddressAutocompleteField', () => {
  it('asks nothing until focused, then offers the places matching what is typed, narrowed by the address', async () => {
    const { user, fetchMock } = setup();
    expect(callsTo(fetchMock, 'GET', '/api/address/lookup')).toHaveLength(0);
    await user.type(screen.getByRole('combobox', { name: 'Street' }), 'Qua');
    expect(await screen.findByRole('option', { name: /Quay Street/ })).toHaveTextContent(
      '1010 · Auckland Central, Auckland, Auckland, New Zealand',
    );
    await waitFor(() => {
      const urls = callsTo(fetchMock, 'GET', '/api/address/lookup').map(([url]) => url.searchParams);
      expect(urls.at(-1)?.get('search')).toBe('Qua');
      expect(urls.at(-1)?.get('level')).toBe('street');
      expect(urls.at(-1)?.get('country')).toBe('New Zealand');
    });
  });

  it('keeps a leading street number and fills the rest of the address from the picked street', async () => {
    const { user, fetchMock, onSubmit } = setup();
    await user.type(screen.getByRole('combobox', { name: 'Street' }), '12 Qu');
    const searched = () =>
      callsTo(fetchMock, 'GET', '/api/address/lookup').map(([url]) => url.searchParams.get('search'));
    await waitFor(() => expect(searched()).toContain('Qu'));
    expect(searched()).not.toContain('12 Qu');
    await user.click(await screen.findByRole('option', { name: /Quay Street/ }));
    expect(screen.getByRole('combobox', { name: 'Street' })).toHaveValue('12 Quay Street');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Auckland');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit.mock.calls[0]?.[0]).toEqual({
        line: '12 Quay Street',
        city: 'Auckland',
        state: 'Auckland',
        country: 'New Zealand',
        postcode: '1010',
      }),
    );
  });

  it('takes free text that matches no place', async () => {
    const { user, onSubmit } = setup([]);
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ city: 'Atlantis' }));
  });

  it('fills the French name of the country in French', () => {
    const setValue = vi.fn<(name: string, value: unknown) => void>();
    fillAddress(setValue as never, QUAY, 'fr', { country: 'country', suburb: 'suburb' });
    expect(setValue.mock.calls.map((c) => [c[0], c[1]])).toEqual([
      ['country', 'Nouvelle-Zélande'],
      ['suburb', 'Auckland Central'],
    ]);
  });
});
