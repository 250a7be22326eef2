import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { describe, expect, it, vi } from 'vitest';
import type { ToolHooks } from '../../../ui/tools/tool-hooks';
import { ToolOverlay } from '../../../ui/dashboard/main/tool-overlay';

const panel = vi.hoisted(() => ({ broken: true }));

// The real panel needs the whole container; a panel that fails to render is what matters here.
vi.mock('../../../ui/tools/tool-body', () => ({
  default: function BrokenToolBody() {
    if (panel.broken) throw new Error('saved state made the panel fail');
    return <p>Question Maker ready</p>;
  },
}));

describe('ToolOverlay when its panel fails', () => {
  it('shows Something went wrong in the panel only; the dashboard and the close button stay, and Try again recovers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClose = vi.fn();
    render(
      <FluentProvider theme={webLightTheme}>
        <h1>Main dashboard</h1>
        <ToolOverlay tool="topicPractice" email="asha@example.in" hooks={{} as ToolHooks} onClose={onClose} />
      </FluentProvider>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    // Still there behind the overlay, which as a modal hides it from assistive technology meanwhile.
    expect(screen.getByText('Main dashboard')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Question Maker' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close Question Maker' }));
    expect(onClose).toHaveBeenCalled();

    panel.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Question Maker ready')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
