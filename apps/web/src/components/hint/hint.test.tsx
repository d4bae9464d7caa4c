import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { theme } from '../../app/theme';
import { Hint } from './hint';

function renderHint({ label }: { label?: string } = { label: 'Refresh the menu' }) {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <button>Before</button>
      <Hint title="Refresh the menu">
        <IconButton aria-label={label}>R</IconButton>
      </Hint>
      <button>After</button>
    </ThemeProvider>,
  );
  return { user };
}

describe('Hint', () => {
  it('shows its text while the pointer is over the button, and hides it when the pointer leaves', async () => {
    const { user } = renderHint();
    const button = screen.getByRole('button', { name: 'Refresh the menu' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh the menu');
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows on keyboard focus without moving the focus when its code arrives, and Escape hides it', async () => {
    const { user } = renderHint();
    await user.tab();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Refresh the menu' });
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh the menu');
    // The button was not re-mounted when the popup's chunk loaded: it still has the focus.
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('names a button that has no label of its own with its text', () => {
    renderHint({});
    expect(screen.getByRole('button', { name: 'Refresh the menu' })).toBeInTheDocument();
  });
});
