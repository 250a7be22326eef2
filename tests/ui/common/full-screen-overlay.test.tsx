import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FullScreenOverlay } from '../../../ui/common/full-screen-overlay';

/** A card's button that opens the overlay, as the dashboard does, re-rendering it with a new onClose each time. */
function Dashboard({ onClose, left }: { onClose: () => void; left: number }) {
  const [open, setOpen] = useState(false);
  return (
    <FluentProvider theme={webLightTheme}>
      <button onClick={() => setOpen(true)}>Open Study Advice</button>
      <p>{left}/5 free</p>
      {open ? (
        <FullScreenOverlay
          title="Study Advice"
          width="narrow"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <label>
            Ask the Study Advice
            <input />
          </label>
        </FullScreenOverlay>
      ) : null}
    </FluentProvider>
  );
}

describe('FullScreenOverlay', () => {
  it('takes the focus, keeps it where the student put it through re-renders, and gives it back on Escape', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<Dashboard onClose={onClose} left={5} />);
    const opener = screen.getByRole('button', { name: 'Open Study Advice' });
    await userEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Close Study Advice' })).toHaveFocus();

    const input = screen.getByRole('textbox', { name: 'Ask the Study Advice' });
    await userEvent.click(input);
    // An answer arrives and a badge changes: the dashboard re-renders with a new onClose.
    rerender(<Dashboard onClose={onClose} left={4} />);
    expect(screen.getByText('4/5 free')).toBeInTheDocument();
    expect(input).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Study Advice' })).toBeNull();
    expect(opener).toHaveFocus();
  });
});
