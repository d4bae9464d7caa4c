import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { ApiRequestError } from '../../lib/api-client';
import { renderRoutes } from '../../testing/test-utils';
import { FormTextField } from '../form/form-text-field';
import { useKitForm } from './use-kit-form';

const schema = z.object({
  name: z.string().min(1, 'validation.required'),
  note: z.string().nullable(),
  address: z.object({ city: z.string().min(1, 'validation.required') }),
});
type Output = z.output<typeof schema>;

/** A page form on the kit: nested fields, the server's message beside the button when asked. */
function PageForm({ onSave, always }: { onSave: (values: Output) => Promise<unknown>; always?: boolean }) {
  const kit = useKitForm({
    schema,
    defaultValues: { name: 'Harbour', note: '', address: { city: 'Dunedin' } },
    onSave,
    alwaysShowServerMessage: always,
  });
  const { control } = kit.form;
  return (
    <form aria-label="Profile" noValidate onSubmit={kit.onSubmit}>
      <FormTextField control={control} name="name" label="Name" />
      <FormTextField control={control} name="note" label="Note" />
      <FormTextField control={control} name="address.city" label="City" />
      {kit.formError && <p role="alert">{kit.formError}</p>}
      <button type="submit" disabled={kit.submitting}>
        Save
      </button>
    </form>
  );
}

const refusal = () =>
  new ApiRequestError(400, 'The city is unknown', { fields: { 'body.address.city': 'Unknown city' } });

describe('useKitForm', () => {
  it('reads an empty box as null, as the server does, and saves', async () => {
    const onSave = vi.fn(async (_values: Output) => undefined);
    const { user } = renderRoutes([{ path: '/', element: <PageForm onSave={onSave} /> }]);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ name: 'Harbour', note: null, address: { city: 'Dunedin' } });
  });

  it('puts a nested server field message on that exact field and keeps what was typed', async () => {
    const onSave = vi.fn(async () => {
      throw refusal();
    });
    const { user } = renderRoutes([{ path: '/', element: <PageForm onSave={onSave} /> }]);
    const city = await screen.findByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(city).toHaveAccessibleDescription('Unknown city'));
    expect(city).toHaveValue('Atlantis');
    // Every message found its field: no sentence above the form.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("also shows the server's sentence when a page form asks for it", async () => {
    const onSave = vi.fn(async () => {
      throw refusal();
    });
    const { user } = renderRoutes([{ path: '/', element: <PageForm onSave={onSave} always /> }]);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The city is unknown');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Unknown city');
  });
});
