import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpgradeDialog } from '../../../ui/dashboard/main/upgrade-dialog';
import { renderPage } from '../render-page';
import { dashboardKit } from './dashboard-kit';

describe('UpgradeDialog', () => {
  it("opens by itself 2 s after a free student arrives, titled 'Try Out Our Features', and stays until answered", async () => {
    const user = userEvent.setup();
    const kit = dashboardKit();
    const vm = kit.main();
    await renderPage(<UpgradeDialog vm={vm} onBuy={vi.fn()} />);
    let arrival: Promise<void> = Promise.resolve();
    await act(async () => {
      arrival = vm.arrive();
      await kit.clock.advance(1_999);
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await act(async () => {
      await kit.clock.advance(1);
      await arrival;
    });

    // Under jsdom, Fluent's focus manager sometimes leaves the opened dialog marked aria-hidden,
    // which hides it from role queries (Chromium does not: tests/e2e/spec-details.e2e.test.ts
    // finds it by role), so here it is found through its title.
    const title = await screen.findByText('Try Out Our Features');
    const dialog = title.closest('[role="alertdialog"]');
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAttribute('aria-labelledby', title.id);
    expect(vm.closeUpgrade()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Continue with free trial', hidden: true }));
    expect(vm.upgradeOpen).toBe(false);
  });
});
