import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_ROWS, validateContact } from '../../../core/contact/contact.validation';

const VALID = { name: 'Asha', email: 'asha@example.com', message: 'Hello' };

describe('validateContact', () => {
  it('accepts a complete submission', () => {
    expect(validateContact(VALID)).toBeNull();
    expect(validateContact({ ...VALID, email: '  first.last+tag@mail.example.co.in ' })).toBeNull();
  });

  it.each(['name', 'email', 'message'] as const)('requires %s', (field) => {
    expect(validateContact({ ...VALID, [field]: '' })).toBe('Please fill in all fields');
    expect(validateContact({ ...VALID, [field]: '   ' })).toBe('Please fill in all fields');
  });

  it('reports missing fields before a bad e-mail', () => {
    expect(validateContact({ name: '', email: 'nope', message: 'Hi' })).toBe('Please fill in all fields');
  });

  it.each(['asha', 'asha@', '@example.com', 'asha@example', 'asha@@example.com', 'as ha@example.com', 'asha@exa mple.com', 'asha@example.', 'asha@.com'])(
    'rejects the e-mail %s',
    (email) => {
      expect(validateContact({ ...VALID, email })).toBe('Please enter a valid email address');
    },
  );

  it('has a 6-row message box', () => {
    expect(CONTACT_MESSAGE_ROWS).toBe(6);
  });
});
