import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { renderRoutes } from '../../testing/test-utils';
import { FormDialog, useKitForm } from '../form-dialog';
import { FormTextField } from './form-text-field';

const schema = z.object({
  nights: z.number().int().min(1),
  note: z.string().nullable(),
  code: z.string(),
});
type Output = z.output<typeof schema>;

/** A dialog whose schema keeps '' apart from null, as the rooms and rates dialogs do. */
function NightsDialog({
  onSave,
  blanks,
}: {
  onSave: (v: Output) => Promise<unknown>;
  blanks: 'null' | 'asRead';
}) {
  const { form, dialogProps } = useKitForm({
    schema,
    defaultValues: { nights: 2, note: 'Late', code: '' },
    fields: ['nights', 'note', 'code'],
    onSave,
    emptyBoxes: blanks,
  });
  return (
    <FormDialog {...dialogProps} onClose={() => undefined} title="Stay" submitColor="warning">
      <FormTextField control={form.control} name="nights" reads="number" label="Nights" />
      <FormTextField control={form.control} name="note" reads="optionalText" label="Note" />
      <FormTextField control={form.control} name="code" label="Code" hint="Letters only" />
      <button type="button" onClick={() => form.reset({ nights: 5, note: 'Early', code: 'B' })}>
        Reload
      </button>
    </FormDialog>
  );
}

function renderDialog(blanks: 'null' | 'asRead' = 'asRead') {
  const onSave = vi.fn(async (_values: Output) => undefined);
  const view = renderRoutes([{ path: '/', element: <NightsDialog onSave={onSave} blanks={blanks} /> }]);
  return { ...view, onSave };
}

describe('FormTextField', () => {
  it('reads each box as asked: a cleared required number is "required", blanks as the field reads them', async () => {
    const { user, onSave } = renderDialog();
    const nights = screen.getByRole('spinbutton', { name: 'Nights' });
    await user.clear(nights);
    await user.clear(screen.getByRole('textbox', { name: 'Note' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(nights).toHaveAccessibleDescription('This field is required'));
    expect(nights).toHaveValue(null);
    expect(onSave).not.toHaveBeenCalled();

    // Typed again after clearing: the new number, not appended to the one the form started with.
    await user.type(nights, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ nights: 3, note: null, code: '' });
  });

  it('with empty boxes read as null, a blank text the schema wants as a string is refused', async () => {
    const { user, onSave } = renderDialog('null');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const code = screen.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows its hint while valid, and a value the form sets in place of what was typed', async () => {
    const { user } = renderDialog();
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code).toHaveAccessibleDescription('Letters only');
    await user.type(code, 'A');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(code).toHaveValue('B');
    expect(screen.getByRole('spinbutton', { name: 'Nights' })).toHaveValue(5);
  });

  it("colours the dialog's submit button as asked (a refund's is a warning)", () => {
    renderDialog();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveClass('MuiButton-colorWarning');
  });
});
