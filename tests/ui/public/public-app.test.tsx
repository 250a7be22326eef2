import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../../core/ports/logger.port';
import type { SessionHint } from '../../../core/ports/session-hint.port';
import { Notifier } from '../../../ui/common/notifier';
import type { ServiceResolver } from '../../../ui/common/services';
import HomePage from '../../../ui/public/home.page';
import NotFoundPage from '../../../ui/shell/not-found.page';
import NotFoundView from '../../../ui/shell/not-found.view';
import { SessionViewModel } from '../../../ui/session/session.view-model';
import { PublicApp } from '../../../src/public-app';
import { TEST_SETTINGS, resolverOf } from '../render-page';

const hint = (signedIn: boolean): SessionHint => ({ signedIn: () => signedIn, record: () => undefined });
const quietLogger = (): Logger => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

async function renderAlone(signedIn: boolean, loadServices: () => Promise<ServiceResolver> = vi.fn(() => new Promise<ServiceResolver>(() => undefined))) {
  const assign = vi.fn();
  await act(async () => {
    render(
      <PublicApp page={HomePage} path="/" hint={hint(signedIn)} assign={assign} loadServices={loadServices} notifier={new Notifier()} logger={quietLogger()} settings={TEST_SETTINGS} />,
    );
  });
  return { assign, loadServices };
}

describe('a public page on its own (no router, no composition root)', () => {
  it("offers Login from the device's hint and loads nothing more to do so", async () => {
    const { assign, loadServices } = await renderAlone(false);
    // At phone width: the auth actions are in the menu.
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('button', { name: 'Login' }));
    expect(assign).toHaveBeenCalledWith('/auth');
    expect(screen.getByRole('button', { name: 'Start Practicing' })).toBeInTheDocument();
    expect(loadServices).not.toHaveBeenCalled();
  });

  it('leaves its links to the browser: a plain link to the next prerendered page', async () => {
    const { assign } = await renderAlone(false);
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Refund Policy' });
    expect(link).toHaveAttribute('href', '/refund-policy');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  const menu = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    return within(screen.getByRole('navigation', { name: 'Mobile' }));
  };

  it('checks the real session of a device that was signed in, showing no auth buttons until it is known', async () => {
    const session = { state: 'signed_in', signedIn: true, start: vi.fn(), signOut: vi.fn(async () => true) };
    let arrive: (services: ServiceResolver) => void = () => undefined;
    const services = new Promise<ServiceResolver>((done) => (arrive = done));
    const loadServices = vi.fn(() => services);
    const { assign } = await renderAlone(true, loadServices);
    expect(loadServices).toHaveBeenCalled();
    // Until the session is known the only buttons are the visitor's, which show only under <html data-visitor>
    // (set in the head for a device with no signed-in hint): this device was signed in.
    const early = (await menu()).queryAllByRole('button');
    expect(early.map((button) => button.closest('.nyp-visitor-only') !== null)).toEqual(early.map(() => true));
    expect(document.documentElement.hasAttribute('data-visitor')).toBe(false);

    await act(async () => arrive(resolverOf([[SessionViewModel, session]])));
    expect(session.start).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Go to Dashboard' })).toBeInTheDocument();
    const actions = within(screen.getByRole('navigation', { name: 'Mobile' }));
    await userEvent.click(actions.getByRole('button', { name: 'Start Practicing' }));
    expect(assign).toHaveBeenLastCalledWith('/dashboard');
    await userEvent.click((await menu()).getByRole('button', { name: 'Dashboard' }));
    expect(assign).toHaveBeenLastCalledWith('/dashboard');

    await userEvent.click((await menu()).getByRole('button', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(assign).toHaveBeenLastCalledWith('/'));
    expect(session.signOut).toHaveBeenCalled();
  });

  it('offers Login when a device that was signed in finds its session has expired', async () => {
    const expired = { state: 'signed_out', signedIn: false, start: vi.fn(), signOut: vi.fn(async () => true) };
    const loadServices = vi.fn(async () => resolverOf([[SessionViewModel, expired]]));
    await renderAlone(true, loadServices);
    const actions = await menu();
    await vi.waitFor(() => expect(actions.getByRole('button', { name: 'Login' })).toBeInTheDocument());
    expect(actions.queryByRole('button', { name: 'Sign Out' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Go to Dashboard' })).toBeNull();
  });

  it('shows the prerendered 404 page without logging again or loading the composition root', async () => {
    const logger = quietLogger();
    const loadServices = vi.fn(() => new Promise<ServiceResolver>(() => undefined));
    await act(async () => {
      render(<PublicApp page={NotFoundView} path="/no-such-page" hint={hint(false)} loadServices={loadServices} notifier={new Notifier()} logger={logger} settings={TEST_SETTINGS} />);
    });
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    // The browser's entry logged the bad path as the page loaded.
    expect(logger.warn).not.toHaveBeenCalled();
    expect(loadServices).not.toHaveBeenCalled();
  });

  it("logs the bad path when the app's catch-all route shows the 404 page", async () => {
    const logger = quietLogger();
    await act(async () => {
      render(<PublicApp page={NotFoundPage} path="/no-such-page" hint={hint(false)} loadServices={vi.fn()} notifier={new Notifier()} logger={logger} settings={TEST_SETTINGS} />);
    });
    expect(logger.warn).toHaveBeenCalledWith('404: no page at this path', { path: '/no-such-page' });
  });
});
