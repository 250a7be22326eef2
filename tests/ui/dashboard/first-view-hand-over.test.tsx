import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FirstView } from '../../../core/ports/first-view.port';
import { ErrorBoundary } from '../../../ui/common/error-boundary';
import { FirstViewProvider } from '../../../ui/common/first-view';
import { showDashboard } from './render-dashboard';

// The main dashboard has its own tests; here it stands in as one more view.
vi.mock('../../../ui/dashboard/main/main-dashboard.screen', () => ({ MainDashboard: () => <h1>Choose Your AI Tool</h1> }));

/** A first view that records when it is handed over, and what the page showed then. */
function watchedFirstView() {
  const handedOver: string[] = [];
  const firstView: FirstView = { handOver: () => void handedOver.push(document.querySelector('h1')?.textContent ?? '(nothing)') };
  return { firstView, handedOver };
}

describe("the page's first view gives way to the app's own screen", { timeout: 40_000 }, () => {
  it('once the view the dashboard opens on is in the page, not while it loads', async () => {
    const { firstView, handedOver } = watchedFirstView();
    await showDashboard('choice', false, firstView);
    expect(handedOver).toEqual(['Ready to get started?']);
  });

  it('on the main dashboard of a premium student, and again as the page goes (a session found expired)', async () => {
    const { firstView, handedOver } = watchedFirstView();
    await showDashboard('main', true, firstView);
    expect(handedOver).toEqual(['Choose Your AI Tool']);
    cleanup();
    expect(handedOver).toHaveLength(2);
  });

  it('when a part fails to show: its message must be seen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { firstView, handedOver } = watchedFirstView();
    function Broken(): never {
      throw new Error('render failed');
    }
    render(
      <FirstViewProvider value={firstView}>
        <ErrorBoundary what="This page">
          <Broken />
        </ErrorBoundary>
      </FirstViewProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown');
    expect(handedOver).toHaveLength(1);
  });
});
