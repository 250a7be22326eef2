import { describe, expect, it } from 'vitest';
import { SubmitContact } from '../../../core/contact/submit-contact.use-case';
import { AppError } from '../../../core/shared/app-error';
import { ContactViewModel } from '../../../ui/contact/contact.view-model';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeDatabase } from '../../fakes/fake-database';
import { recordingNotifier } from '../../fakes/recording-notifier';

function setup() {
  const database = new FakeDatabase();
  const clock = new FakeClock();
  const { notifier, shown } = recordingNotifier();
  const vm = new ContactViewModel(new SubmitContact(database), clock, notifier);
  vm.setField('name', 'Ishita');
  vm.setField('email', 'ishita@example.in');
  vm.setField('message', 'Do you cover CLAT PG?');
  return { database, clock, vm, shown };
}

describe('ContactViewModel', () => {
  it('goes idle, sending, sent, and after 3 seconds back to an empty form', async () => {
    const { clock, vm, shown, database } = setup();
    const submitting = vm.submit();
    expect(vm.state).toBe('sending');
    await clock.advance(0);
    expect(vm.state).toBe('sent');
    expect(shown).toEqual([{ intent: 'success', title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." }]);
    expect(database.contactSubmissions).toHaveLength(1);
    await clock.advance(2_999);
    expect(vm.state).toBe('sent');
    await clock.advance(1);
    await submitting;
    expect(vm.state).toBe('idle');
    expect(vm.fields).toEqual({ name: '', email: '', message: '' });
  });

  it('keeps every value when sending fails', async () => {
    const { database, vm, shown } = setup();
    database.failure = new AppError('network', 'Failed to fetch');
    await vm.submit();
    expect(vm.state).toBe('idle');
    expect(vm.fields.message).toBe('Do you cover CLAT PG?');
    expect(shown).toEqual([{ intent: 'error', title: 'Failed to send message', description: 'Failed to fetch' }]);
  });

  it('shows a validation message and sends nothing', async () => {
    const { database, vm, shown } = setup();
    vm.setField('email', 'not-an-email');
    await vm.submit();
    expect(vm.error).toBe('Please enter a valid email address');
    expect(database.calls).toEqual([]);
    expect(shown).toEqual([]);
  });
});
