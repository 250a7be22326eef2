import { describe, expect, it } from 'vitest';
import { SignIn } from '../../../core/auth/sign-in.use-case';
import { SignOut } from '../../../core/auth/sign-out.use-case';
import type { ContactInbox } from '../../../core/contact/contact-inbox.port';
import type { PaymentDesk } from '../../../core/payment/payment-desk.port';
import { AppError } from '../../../core/shared/app-error';
import { LocalBackend } from '../../../adapters/local/local-backend.adapter';
import { LocalContactInbox } from '../../../adapters/local/local-contact-inbox.adapter';
import { LocalPaymentDesk } from '../../../adapters/local/local-payment-desk.adapter';
import { PaymentDeskViewModel } from '../../../ui/admin/payment-desk.view-model';
import { FakeAuth } from '../../fakes/fake-auth';
import { FakeClock } from '../../fakes/fake-clock';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';
import { recordingNotifier } from '../../fakes/recording-notifier';

function setup(desk?: (local: PaymentDesk) => PaymentDesk, inbox?: (local: ContactInbox) => ContactInbox) {
  const storage = new MemoryStorage();
  const clock = new FakeClock();
  const logger = new RecordingLogger();
  const auth = new FakeAuth();
  const backend = new LocalBackend(storage, clock, auth, logger);
  const { notifier, shown } = recordingNotifier();
  const local = new LocalPaymentDesk(storage, clock, logger);
  const localInbox = new LocalContactInbox(storage, clock, logger);
  const vm = new PaymentDeskViewModel(desk ? desk(local) : local, inbox ? inbox(localInbox) : localInbox, clock, notifier, auth, new SignIn(auth), new SignOut(auth));
  return { backend, clock, vm, shown, auth };
}

type Who = () => 'operator' | 'signed_out' | 'forbidden';

/** The hosted server's answer for who is asking: signed out, or signed in without the operator role. */
function checkOperator(allowed: Who): void {
  const who = allowed();
  if (who === 'signed_out') throw new AppError('session_expired', 'Authentication failed');
  if (who === 'forbidden') throw new AppError('forbidden', 'Not authorised: operator access only');
}

/** The hosted desk, guarded as the server guards it. */
function guarded(local: PaymentDesk, allowed: Who): PaymentDesk {
  const check = () => checkOperator(allowed);
  return {
    listPayments: async (state) => (check(), local.listPayments(state)),
    approve: async (id) => (check(), local.approve(id)),
    reject: async (id, reason) => (check(), local.reject(id, reason)),
    recentDecisions: async () => (check(), local.recentDecisions()),
  };
}

/** The hosted contact inbox, guarded the same way. */
const guardedInbox = (local: ContactInbox, allowed: Who): ContactInbox => ({ messages: async () => (checkOperator(allowed), local.messages()) });

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
    expect(vm.decisions).toMatchObject([{ action: 'approve', reason: null }]);
    expect(shown).toEqual([{ intent: 'success', title: 'Payment approved' }]);
    expect((await backend.getUserStatus()).accountStatus).toBe('upgraded');
    stop();
  });

  it('rejects only with a reason, and reports a payment that was already decided', async () => {
    const { backend, vm, shown } = setup();
    await backend.submitPayment(submission);
    await vm.refresh();
    const payment = vm.pending[0]!;
    vm.askReason(payment);
    expect(vm.canReject).toBe(false);
    vm.setReason('   ');
    expect(vm.canReject).toBe(false);
    await vm.confirmReject();
    expect(vm.pending).toHaveLength(1);

    vm.setReason('No credit with these digits');
    expect(vm.canReject).toBe(true);
    await vm.confirmReject();
    expect(vm.rejecting).toBeNull();
    expect(vm.pending).toEqual([]);
    expect(vm.decisions).toMatchObject([{ paymentId: payment.id, action: 'reject', reason: 'No credit with these digits' }]);
    await vm.approve(payment.id);
    expect(shown.map((notice) => notice.title)).toEqual(['Payment rejected', 'Could not update the payment']);
    expect((await backend.getUserStatus()).accountStatus).toBe('free');
  });

  it('says how long a payment has waited', async () => {
    const { backend, clock, vm } = setup();
    await backend.submitPayment(submission);
    await vm.refresh();
    const payment = vm.pending[0]!;
    expect(vm.age(payment)).toBe('just now');
    await clock.advance(12 * 60_000);
    expect(vm.age(payment)).toBe('12 min ago');
    await clock.advance(3 * 60 * 60_000);
    expect(vm.age(payment)).toBe('3 h ago');
  });

  it('asks a signed-out visitor to sign in, then shows the queue to the operator', async () => {
    let who: 'operator' | 'signed_out' | 'forbidden' = 'signed_out';
    const { backend, vm, auth } = setup(
      (local) => guarded(local, () => who),
      (local) => guardedInbox(local, () => who),
    );
    auth.session = null;
    await backend.submitPayment(submission).catch(() => undefined);
    await vm.refresh();
    expect(vm.access).toBe('signed_out');

    vm.setEmail('operator@nyayapath.in');
    vm.setPassword('secret-123');
    who = 'operator';
    await vm.submitSignIn();
    expect(vm.access).toBe('operator');
    expect(vm.signedInAs).toBe('operator@nyayapath.in');
    expect(vm.password).toBe('');
  });

  it('tells a signed-in student the console is not theirs, and signs them out on request', async () => {
    const { vm, auth } = setup(
      (local) => guarded(local, () => (auth.session ? 'forbidden' : 'signed_out')),
      (local) => guardedInbox(local, () => (auth.session ? 'forbidden' : 'signed_out')),
    );
    await vm.refresh();
    expect(vm.access).toBe('forbidden');
    expect(vm.signedInAs).toBe('asha@example.in');
    expect(vm.pending).toEqual([]);
    await vm.switchAccount();
    expect(auth.session).toBeNull();
    expect(vm.access).toBe('signed_out');
  });

  it("keeps a wrong password's message for the operator and stays on the sign-in form", async () => {
    const { vm, auth, shown } = setup(
      (local) => guarded(local, () => (auth.session ? 'operator' : 'signed_out')),
      (local) => guardedInbox(local, () => (auth.session ? 'operator' : 'signed_out')),
    );
    auth.session = null;
    await vm.refresh();
    auth.failure = new AppError('invalid_credentials', 'Invalid email or password');
    vm.setEmail('operator@nyayapath.in');
    vm.setPassword('wrong-pass');
    await vm.submitSignIn();
    expect(vm.access).toBe('signed_out');
    expect(vm.signingIn).toBe(false);
    expect(shown).toEqual([{ intent: 'error', title: 'Login Failed', description: 'Invalid email or password' }]);
  });

  it('says once per outage that the lists could not be loaded, and keeps polling', async () => {
    let down = true;
    const { backend, clock, vm, shown } = setup((local) => ({
      listPayments: async (state) => {
        if (down) throw new AppError('network', 'Network error. Please check your connection.');
        return local.listPayments(state);
      },
      recentDecisions: () => local.recentDecisions(),
      approve: (id) => local.approve(id),
      reject: (id, reason) => local.reject(id, reason),
    }));
    await backend.submitPayment(submission);
    const stop = vm.watch();
    await clock.advance(0);
    await clock.advance(3_000);
    expect(vm.access).toBe('checking');
    expect(shown).toEqual([{ intent: 'error', title: 'Could not load payments', description: 'Network error. Please check your connection.' }]);

    down = false;
    await clock.advance(3_000);
    expect(vm.access).toBe('operator');
    expect(vm.pending).toHaveLength(1);

    down = true;
    await clock.advance(3_000);
    await clock.advance(3_000);
    expect(shown).toHaveLength(2);
    expect(vm.pending).toHaveLength(1);
    stop();
    await clock.advance(3_000);
    expect(clock.pendingSleeps).toBe(0);
  });
});
