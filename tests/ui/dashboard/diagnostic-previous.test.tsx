import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_QUESTIONS } from '../../../core/diagnostic/diagnostic-questions';
import { DiagnosticScreen } from '../../../ui/dashboard/diagnostic/diagnostic.screen';
import { DiagnosticViewModel } from '../../../ui/dashboard/diagnostic/diagnostic.view-model';
import { renderPage, resolverOf } from '../render-page';
import { dashboardKit } from './dashboard-kit';

const [first, second, third] = DIAGNOSTIC_QUESTIONS;

describe('DiagnosticViewModel: Previous', () => {
  it("shows each question's own saved answer, and nothing on a question never answered", () => {
    const kit = dashboardKit();
    const vm = kit.diagnostic();
    vm.resume(kit.email);
    vm.select(0);
    vm.next();
    expect(vm.selected).toBeUndefined();
    vm.select(1);
    vm.next();
    expect(vm.selected).toBeUndefined();
    vm.select(2);

    vm.previous();
    expect(vm.question.id).toBe(second!.id);
    expect(vm.selected).toBe(1);
    vm.previous();
    expect(vm.question.id).toBe(first!.id);
    expect(vm.selected).toBe(0);

    vm.next();
    expect(vm.selected).toBe(1);
    vm.next();
    // The choice left unconfirmed on the third question was cleared by Previous.
    expect(vm.question.id).toBe(third!.id);
    expect(vm.selected).toBeUndefined();
    expect(vm.canGoNext).toBe(false);
  });

  it('clears only the unconfirmed change to an answered question, keeping its saved answer', () => {
    const kit = dashboardKit();
    const vm = kit.diagnostic();
    vm.resume(kit.email);
    vm.select(3);
    vm.next();
    vm.select(2);
    vm.next();
    vm.previous();
    vm.select(0);
    expect(vm.selected).toBe(0);
    vm.previous();
    vm.next();
    expect(vm.selected).toBe(2);
  });

  it('keeps the saved answers and the unconfirmed choice through a reload', () => {
    const kit = dashboardKit();
    const before = kit.diagnostic();
    before.resume(kit.email);
    before.select(3);
    before.next();
    before.select(1);
    before.next();
    before.previous();
    before.previous();
    const after = kit.diagnostic();
    after.resume(kit.email);
    expect(after.index).toBe(0);
    expect(after.selected).toBe(3);
    after.next();
    expect(after.selected).toBe(1);
  });
});

function checkedLabels(): string[] {
  return within(screen.getByRole('radiogroup'))
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.closest('.fui-Radio')?.textContent ?? '');
}

describe('DiagnosticScreen: Previous', () => {
  it("shows each question's own saved answer and never another question's", async () => {
    const user = userEvent.setup();
    const kit = dashboardKit();
    const vm = kit.diagnostic();
    await renderPage(<DiagnosticScreen email={kit.email} onSubmitted={() => undefined} />, {
      resolver: resolverOf([[DiagnosticViewModel, vm]]),
    });

    await user.click(screen.getByRole('radio', { name: `a) ${first!.options[0]}` }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(`Q 2/13 • ${second!.subject}`)).toBeInTheDocument();
    expect(checkedLabels()).toEqual([]);
    await user.click(screen.getByRole('radio', { name: `b) ${second!.options[1]}` }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(checkedLabels()).toEqual([]);
    await user.click(screen.getByRole('radio', { name: `c) ${third!.options[2]}` }));

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText(`Q 2/13 • ${second!.subject}`)).toBeInTheDocument();
    expect(checkedLabels()).toEqual([`b) ${second!.options[1]}`]);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(checkedLabels()).toEqual([`a) ${first!.options[0]}`]);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(checkedLabels()).toEqual([`b) ${second!.options[1]}`]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(`Q 3/13 • ${third!.subject}`)).toBeInTheDocument();
    expect(checkedLabels()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
