// A French user reads the server's own messages in French (decision 0015): a 409 answers English in `fields` and
// `message`, with the message keys beside them (`fieldKeys`, `messageKey`), and the form shows the keys translated.
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { api } from '../../../lib/api-client';
import { jsonResponse, mockFetch, renderRoutes } from '../../../testing/test-utils';
import { RoomDialog } from './room-dialog';

beforeEach(() => i18next.changeLanguage('fr'));
afterEach(() => i18next.changeLanguage('en'));

const conflict = (extra: Record<string, unknown>) =>
  mockFetch(() =>
    jsonResponse(
      {
        statusCode: 409,
        error: 'Conflict',
        message: 'This room number is already used at the property',
        ...extra,
      },
      409,
    ),
  );

async function saveRoom101() {
  const { user } = renderRoutes([
    {
      path: '/',
      element: (
        <RoomDialog
          room={null}
          roomTypeId={1}
          roomTypeName="Standard Queen"
          onClose={() => undefined}
          onSave={(input) => api.post('/api/room/property/12/rooms', input)}
        />
      ),
    },
  ]);
  const dialog = screen.getByRole('dialog', {
    name: i18next.t('rooms:rooms.createTitle', { name: 'Standard Queen' }),
  });
  const number = within(dialog).getByRole('textbox', {
    name: new RegExp(i18next.t('rooms:rooms.roomNumber')),
  });
  await user.type(number, '101');
  await user.click(within(dialog).getByRole('button', { name: i18next.t('formDialog.save') }));
  return { dialog, number };
}

describe('a room number already used, for a French user', () => {
  it('shows the field message in French when the server names its key', async () => {
    conflict({ fields: { roomNumber: 'Already used' }, fieldKeys: { roomNumber: 'validation.alreadyUsed' } });
    const { number } = await saveRoom101();
    await waitFor(() => expect(number).toHaveAccessibleDescription('Déjà utilisé'));
    expect(number).toHaveValue('101');
  });

  it('shows the summary in French when the server names its key', async () => {
    // No field to put it on: the dialog shows the summary above the form.
    conflict({ messageKey: 'validation.roomNumberUsed' });
    const { dialog } = await saveRoom101();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Ce numéro de chambre est déjà utilisé dans l'établissement",
    );
  });

  it('shows a message without a key as the server sent it', async () => {
    conflict({ fields: { roomNumber: 'Already used' } });
    const { number } = await saveRoom101();
    await waitFor(() => expect(number).toHaveAccessibleDescription('Already used'));
  });
});
