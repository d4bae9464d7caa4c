import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { theme } from '../../app/theme';
import { CONFIRM_DIALOG_WIDTH, useConfirm, type ConfirmOptions } from './confirm-dialog';
import { DialogsProvider } from './dialogs-provider';
import { LOADER_DIALOG_MIN_HEIGHT, LOADER_DIALOG_WIDTH, useLoaderDialog } from './loader-dialog';

function ConfirmProbe({
  options,
  onAnswer,
}: {
  options?: ConfirmOptions;
  onAnswer: (answer: boolean) => void;
}) {
  const confirm = useConfirm();
  return <button onClick={() => void confirm(options).then(onAnswer)}>Ask</button>;
}

function LoaderProbe({ title }: { title?: string }) {
  const loader = useLoaderDialog();
  return (
    <>
      <button onClick={() => loader.open(title)}>Open loader</button>
      <button onClick={loader.close}>Close loader</button>
    </>
  );
}

function renderWithDialogs(ui: ReactNode) {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <DialogsProvider>{ui}</DialogsProvider>
    </ThemeProvider>,
  );
  return { user };
}

describe('confirm dialog', () => {
  it('shows the default title and message, 380 px wide, and resolves true on OK', async () => {
    const answers: boolean[] = [];
    const { user } = renderWithDialogs(<ConfirmProbe onAnswer={(answer) => answers.push(answer)} />);

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(dialog).toHaveAccessibleDescription('Are you sure?');
    expect(dialog).toHaveStyle({ width: `${CONFIRM_DIALOG_WIDTH}px` });

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(answers).toEqual([true]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resolves false on Cancel, with custom texts', async () => {
    const answers: boolean[] = [];
    const { user } = renderWithDialogs(
      <ConfirmProbe
        options={{ title: 'Delete room?', message: 'Room 12 goes.', okText: 'Delete' }}
        onAnswer={(answer) => answers.push(answer)}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('dialog', { name: 'Delete room?' })).toHaveAccessibleDescription(
      'Room 12 goes.',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answers).toEqual([false]));
  });

  it('cannot be dismissed by Escape or by a click on the backdrop', async () => {
    const answers: boolean[] = [];
    const { user } = renderWithDialogs(<ConfirmProbe onAnswer={(answer) => answers.push(answer)} />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });

    await user.keyboard('{Escape}');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);

    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Confirm' })).toBeVisible();
    expect(answers).toEqual([]);
  });
});

describe('loader dialog', () => {
  it("opens with 'Please wait', 200 px wide with 122 px of content, ignores the user, and closes when told", async () => {
    const { user } = renderWithDialogs(<LoaderProbe />);
    await user.click(screen.getByRole('button', { name: 'Open loader' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please wait' });
    expect(dialog).toHaveStyle({ width: `${LOADER_DIALOG_WIDTH}px` });
    expect(screen.getByTestId('loader-dialog-content')).toHaveStyle({
      minHeight: `${LOADER_DIALOG_MIN_HEIGHT}px`,
    });
    expect(screen.getByRole('progressbar', { name: 'Please wait' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.click(document.querySelector('.MuiBackdrop-root') as Element);
    expect(screen.getByRole('dialog', { name: 'Please wait' })).toBeInTheDocument();

    // The dialog is modal: the app (not the user) closes it.
    screen.getByRole('button', { name: 'Close loader', hidden: true }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes a title', async () => {
    const { user } = renderWithDialogs(<LoaderProbe title="Saving the booking" />);
    await user.click(screen.getByRole('button', { name: 'Open loader' }));
    expect(await screen.findByRole('dialog', { name: 'Saving the booking' })).toBeInTheDocument();
  });
});
