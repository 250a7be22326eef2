import { describe, expect, it } from 'vitest';
import { SubmitContact } from '../../../core/contact/submit-contact.use-case';
import { AppError } from '../../../core/shared/app-error';
import { FakeDatabase } from '../../fakes/fake-database';

const message = { name: ' Asha ', email: ' asha@example.in ', message: ' When is CLAT 2027? ' };

describe('SubmitContact', () => {
  it('stores the trimmed message and thanks the sender', async () => {
    const database = new FakeDatabase();
    expect(await new SubmitContact(database).execute(message)).toEqual({
      ok: true,
      value: { title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." },
    });
    expect(database.contactSubmissions).toEqual([{ name: 'Asha', email: 'asha@example.in', message: 'When is CLAT 2027?' }]);
  });

  it('validates before writing', async () => {
    const database = new FakeDatabase();
    const result = await new SubmitContact(database).execute({ ...message, email: 'asha.example.in' });
    expect(result).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(database.calls).toEqual([]);
  });

  it('reports a failure with the error message, or "Please try again later."', async () => {
    const database = new FakeDatabase();
    database.failure = new AppError('network', 'Failed to fetch');
    expect(await new SubmitContact(database).execute(message)).toMatchObject({
      ok: false,
      error: { title: 'Failed to send message', message: 'Failed to fetch' },
    });
    database.failure = new AppError('unknown', '');
    expect(await new SubmitContact(database).execute(message)).toMatchObject({
      ok: false,
      error: { message: 'Please try again later.' },
    });
  });
});
