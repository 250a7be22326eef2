import { describe, expect, it } from 'vitest';
import { LocalBackend } from '../../../adapters/local/local-backend.adapter';
import { LocalPaymentDesk } from '../../../adapters/local/local-payment-desk.adapter';
import { PaymentDeskViewModel } from '../../../ui/admin/payment-desk.view-model';
import { FakeAuth } from '../../fakes/fake-auth';
import { FakeClock } from '../../fakes/fake-clock';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';
import { recordingNotifier } from '../../fakes/recording-notifier';

function setup() {
  const storage = new MemoryStorage();
  const clock = new FakeClock();
  const logger = new RecordingLogger();
  const backend = new LocalBackend(storage, clock, new FakeAuth(), logger);
  const { notifier, shown } = recordingNotifier();
  const vm = new PaymentDeskViewModel(new LocalPaymentDesk(storage, clock, logger), clock, notifier);
  return { backend, clock, vm, shown };
}

const submission = { transactionId: '', bankingName: 'Asha Rao', last4: '4821', amount: 15, paymentMethod: 'upi' as const, planType: 'daily' as const };

describe('PaymentDeskViewModel', () => {
  it('picks up new payments while watching, and approves one', async () => {
    const { backend, clock, vm, shown } = setup();
    const stop = vm.watch();
    await clock.advance(0);
    expect(vm.loaded).toBe(true);
    expect(vm.pending).toEqual([]);
    await backend.submitPayment(submission);
    await clock.advance(3_000);
    expect(vm.pending).toHaveLength(1);
    await vm.approve(vm.pending[0]!.id);
    expect(vm.pending).toEqual([]);
    expect(vm.decided[0]?.state).toBe('approved');
    expect(shown).toEqual([{ intent: 'success', title: 'Payment approved' }]);
    expect((await backend.getUserStatus()).accountStatus).toBe('upgraded');
    stop();
  });

  it('rejects, and reports a payment that was already decided', async () => {
    const { backend, vm, shown } = setup();
    await backend.submitPayment(submission);
    await vm.refresh();
    const id = vm.pending[0]!.id;
    await vm.reject(id);
    await vm.approve(id);
    expect(shown.map((notice) => notice.title)).toEqual(['Payment rejected', 'Could not update the payment']);
    expect((await backend.getUserStatus()).accountStatus).toBe('free');
  });
});
