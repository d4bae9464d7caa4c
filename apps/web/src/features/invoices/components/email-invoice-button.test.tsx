import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { buildInvoice } from '../testing/build-invoice';
import { EmailInvoiceButton } from './email-invoice-button';

const SLOW = { timeout: 60_000 };
const inv = buildInvoice({ id: 41, number: 'INV-0007', status: 'ISSUED', billToName: 'Tasman Travel' });
const URL_ = '/api/invoice/41/email';

function render(onDone = vi.fn()) {
  const { user } = renderRoutes([{ path: '/', element: <EmailInvoiceButton inv={inv} onDone={onDone} /> }], {
    initialEntries: ['/'],
  });
  return { onDone, user };
}

describe('Email invoice', () => {
  it(
    'sends to the bill-to when the recipient is left empty, in the language chosen; names the recipient',
    SLOW,
    async () => {
      const fetchMock = mockApi({
        [`POST ${URL_}`]: () => jsonResponse({ messageId: 9, recipient: 'accounts@tasman.travel' }, 202),
      });
      const { onDone, user } = render();
      await user.click(screen.getByRole('button', { name: 'Email invoice' }));
      const dialog = await screen.findByRole('dialog', { name: 'Email invoice INV-0007' });
      expect(dialog).toBeInTheDocument();
      expect(
        screen.getByText("Left empty: the email of Tasman Travel's customer or company record"),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('combobox', { name: /Language of the email/ }));
      await user.click(await screen.findByRole('option', { name: 'French' }));
      await user.click(screen.getByRole('button', { name: 'Send' }));

      await waitFor(() => expect(callsTo(fetchMock, 'POST', URL_)).toHaveLength(1));
      expect(bodyOf(callsTo(fetchMock, 'POST', URL_)[0]![1])).toEqual({ to: null, language: 'fr' });
      await waitFor(() =>
        expect(onDone).toHaveBeenCalledWith('Invoice INV-0007 is on its way to accounts@tasman.travel'),
      );
    },
  );

  it('shows the server’s field message when the bill-to has no email', SLOW, async () => {
    mockApi({
      [`POST ${URL_}`]: () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'The bill-to has no email address: enter the recipient',
            fields: { to: 'This field is required' },
            fieldKeys: { to: 'validation.required' },
          },
          400,
        ),
    });
    const { onDone, user } = render();
    await user.click(screen.getByRole('button', { name: 'Email invoice' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
