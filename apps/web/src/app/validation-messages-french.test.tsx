// A French user reads the domain's validation messages in French (decision 0015): the schemas emit keys and the
// forms translate them, in a form dialog as on the sign-in page.
import { serviceInputSchema } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FormDialog, useKitForm } from '../components/form-dialog';
import { FormTextField } from '../components/form/form-text-field';
import { RouterAuthEnvironment } from '../features/auth/components/router-auth-environment';
import { SigninForm } from '../features/auth/components/signin-form';
import { mockFetch, renderRoutes } from '../testing/test-utils';

beforeEach(() => i18next.changeLanguage('fr'));
afterEach(() => i18next.changeLanguage('en'));

const schema = serviceInputSchema.pick({ date: true, quantity: true });

function ServiceDialog({ onSave }: { onSave: () => Promise<unknown> }) {
  const { form, dialogProps } = useKitForm({
    emptyBoxes: 'asRead',
    schema,
    defaultValues: { date: '', quantity: undefined },
    fields: ['date', 'quantity'],
    onSave,
  });
  return (
    <FormDialog {...dialogProps} onClose={() => undefined} title="Service">
      <FormTextField control={form.control} name="date" label="Date" />
      <FormTextField control={form.control} name="quantity" label="Quantité" reads="optionalNumber" />
    </FormDialog>
  );
}

describe('validation messages for a French user', () => {
  it('are French in a form dialog validated by a domain schema', async () => {
    const onSave = vi.fn(async () => undefined);
    const { user } = renderRoutes([{ path: '/', element: <ServiceDialog onSave={onSave} /> }]);
    const dialog = screen.getByRole('dialog', { name: 'Service' });
    const save = within(dialog).getByRole('button', { name: i18next.t('formDialog.save') });
    expect(save).toHaveTextContent('Enregistrer');

    await user.click(save);
    const date = within(dialog).getByRole('textbox', { name: 'Date' });
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantité' });
    await waitFor(() => expect(date).toHaveAccessibleDescription('Indiquez une date du calendrier'));
    expect(quantity).toHaveAccessibleDescription('Ce champ est obligatoire');

    await user.type(quantity, '0');
    await user.click(save);
    await waitFor(() => expect(quantity).toHaveAccessibleDescription('Au moins 1'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('are French on the sign-in form', async () => {
    const fetchMock = mockFetch(() => new Response(null, { status: 500 }));
    const { user, container } = renderRoutes([
      {
        path: '/',
        element: (
          <RouterAuthEnvironment>
            <SigninForm />
          </RouterAuthEnvironment>
        ),
      },
    ]);
    const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]');
    await user.click(submit!);
    for (const name of ['username', 'password'])
      await waitFor(() =>
        expect(container.querySelector(`input[name="${name}"]`)).toHaveAccessibleDescription(
          'Ce champ est obligatoire',
        ),
      );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
