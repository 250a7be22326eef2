import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationHost } from '../../../ui/common/notification-host';
import { Notifier } from '../../../ui/common/notifier';

function renderHost(notifier: Notifier) {
  return render(
    <StrictMode>
      <FluentProvider theme={webLightTheme}>
        <NotificationHost notifier={notifier}>
          <h1>Dashboard</h1>
        </NotificationHost>
      </FluentProvider>
    </StrictMode>,
  );
}

describe('NotificationHost', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each notice once, also under React StrictMode (the development build)', async () => {
    const notifier = new Notifier();
    renderHost(notifier);
    act(() => notifier.success({ title: 'Saved' }));
    await screen.findByText('Saved');
    act(() => notifier.error({ title: 'Could not save' }));
    await screen.findByText('Could not save');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Saved')).toHaveLength(1);
    expect(screen.getAllByText('Could not save')).toHaveLength(1);
  });

  it('puts the toasts at the bottom on a phone, clear of the page heading, and at the top on wider screens', async () => {
    for (const [phone, position] of [
      [true, 'bottom'],
      [false, 'top'],
    ] as const) {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
      const notifier = new Notifier();
      const { unmount } = renderHost(notifier);
      act(() => notifier.success({ title: `Notice ${position}` }));
      const toast = await screen.findByText(`Notice ${position}`);
      await waitFor(() => expect(toast.closest('[data-toaster-position]')?.getAttribute('data-toaster-position')).toBe(position));
      unmount();
    }
  });
});
