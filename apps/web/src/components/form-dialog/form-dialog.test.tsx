import TextField from '@mui/material/TextField';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { ApiRequestError } from '../../lib/api-client';
import { renderRoutes } from '../../testing/test-utils';
import { FormDialog, useKitForm } from '.';

const schema = z.object({ name: z.string().min(1, 'Required'), code: z.string().min(1, 'Required') });

function NameDialog({
  onSave,
  onClose,
}: {
  onSave: (v: z.output<typeof schema>) => Promise<unknown>;
  onClose: () => void;
}) {
  const { form, dialogProps } = useKitForm({
    schema,
    defaultValues: { name: '', code: '' },
    fields: ['name', 'code'],
    onSave,
    emptyBoxes: 'asRead',
  });
  const { errors } = form.formState;
  return (
    <FormDialog {...dialogProps} onClose={onClose} title="Add a thing">
      <TextField
        {...form.register('name')}
        label="Name"
        error={!!errors.name}
        helperText={errors.name?.message}
      />
      <TextField
        {...form.register('code')}
        label="Code"
        error={!!errors.code}
        helperText={errors.code?.message}
      />
    </FormDialog>
  );
}

function renderDialog(onSave = vi.fn<(v: unknown) => Promise<unknown>>(async () => undefined)) {
  const onClose = vi.fn();
  const view = renderRoutes([{ path: '/', element: <NameDialog onSave={onSave} onClose={onClose} /> }]);
  return { ...view, onSave, onClose, dialog: screen.getByRole('dialog', { name: 'Add a thing' }) };
}

describe('FormDialog', () => {
  it('is labelled by its title and validates with the schema before calling onSave', async () => {
    const { user, dialog, onSave } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("puts the server's field messages on the inputs, keeps what was typed, and shows the rest above", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiRequestError(400, 'Validation failed', {
        fields: { 'body.code': 'Already taken', other: 'x' },
      });
    });
    const { user, dialog } = renderDialog(onSave);
    await user.type(within(dialog).getByLabelText('Name'), 'Sea view');
    await user.type(within(dialog).getByLabelText('Code'), 'SEA');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Already taken')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Validation failed');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Sea view');
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the pending state while saving', async () => {
    let release: () => void = () => undefined;
    const onSave = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { user, dialog } = renderDialog(onSave);
    await user.type(within(dialog).getByLabelText('Name'), 'A');
    await user.type(within(dialog).getByLabelText('Code'), 'B');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    release();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('closes at once when untouched, and asks before throwing typed changes away', async () => {
    const { user, dialog, onClose } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(within(dialog).getByLabelText('Name'), 'Half typed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Half typed');

    // findBy: while the confirmation fades out, the form dialog is still hidden from the accessibility tree.
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });
});
