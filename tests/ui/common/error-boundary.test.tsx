import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../ui/common/error-boundary';

let broken = false;
function Flaky() {
  if (broken) throw new Error('render failed');
  return <p>Panel content</p>;
}

describe('ErrorBoundary', () => {
  it('shows a friendly message in place of the failed part only, and Try again remounts it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    const onError = vi.fn();
    render(
      <main>
        <h1>Dashboard</h1>
        <ErrorBoundary what="The Question Maker" onError={onError}>
          <Flaky />
        </ErrorBoundary>
      </main>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('alert')).toHaveTextContent('The Question Maker could not be shown');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }), expect.anything());

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Panel content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
