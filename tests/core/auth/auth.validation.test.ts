import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, PHONE_MIN_DIGITS, validateSignIn, validateSignUp } from '../../../core/auth/auth.validation';

const VALID_SIGN_UP = {
  email: 'asha@example.com',
  phoneNumber: '+91 98765 43210',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('validateSignIn', () => {
  it('accepts an e-mail and a password', () => {
    expect(validateSignIn({ email: 'asha@example.com', password: 'x' })).toBeNull();
  });

  it.each([
    { email: '', password: 'secret' },
    { email: '   ', password: 'secret' },
    { email: 'asha@example.com', password: '' },
    { email: 'asha@example.com', password: '  ' },
  ])('asks to fill in all fields for %o', (input) => {
    expect(validateSignIn(input)).toBe('Please fill in all fields');
  });
});

describe('validateSignUp', () => {
  it('accepts valid details', () => {
    expect(validateSignUp(VALID_SIGN_UP)).toBeNull();
  });

  it('has the specification limits', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(PHONE_MIN_DIGITS).toBe(10);
  });

  it.each(['email', 'phoneNumber', 'password', 'confirmPassword'] as const)('requires %s', (field) => {
    expect(validateSignUp({ ...VALID_SIGN_UP, [field]: '' })).toBe('Please fill in all required fields');
  });

  it('treats a whitespace-only e-mail or phone as missing', () => {
    expect(validateSignUp({ ...VALID_SIGN_UP, email: '  ' })).toBe('Please fill in all required fields');
    expect(validateSignUp({ ...VALID_SIGN_UP, phoneNumber: ' ' })).toBe('Please fill in all required fields');
  });

  it('treats a password of spaces as missing, as sign-in does, so no account gets one it could never use', () => {
    const spaces = ' '.repeat(8);
    expect(validateSignUp({ ...VALID_SIGN_UP, password: spaces, confirmPassword: spaces })).toBe('Please fill in all required fields');
    expect(validateSignIn({ email: VALID_SIGN_UP.email, password: spaces })).toBe('Please fill in all fields');
    // Spaces inside a password are the student's to choose.
    expect(validateSignUp({ ...VALID_SIGN_UP, password: ' my pass ', confirmPassword: ' my pass ' })).toBeNull();
  });

  it('counts only the digits of the phone number', () => {
    expect(validateSignUp({ ...VALID_SIGN_UP, phoneNumber: '+91 (98) 765-43' })).toBe(
      'Phone number must contain at least 10 digits',
    ); // 9 digits
    expect(validateSignUp({ ...VALID_SIGN_UP, phoneNumber: '+91 (98) 765-432' })).toBeNull(); // 10 digits
  });

  it('rejects a phone number with no digits at all', () => {
    expect(validateSignUp({ ...VALID_SIGN_UP, phoneNumber: 'call me' })).toBe('Phone number must contain at least 10 digits');
  });

  it('requires matching passwords', () => {
    expect(validateSignUp({ ...VALID_SIGN_UP, confirmPassword: 'secret2' })).toBe('Passwords do not match');
  });

  it('requires at least 6 characters', () => {
    expect(validateSignUp({ ...VALID_SIGN_UP, password: '12345', confirmPassword: '12345' })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(validateSignUp({ ...VALID_SIGN_UP, password: '123456', confirmPassword: '123456' })).toBeNull();
  });

  describe('when several checks fail, reports the first in the specification order', () => {
    it('missing fields before a short phone', () => {
      expect(validateSignUp({ email: '', phoneNumber: '123', password: 'a', confirmPassword: 'b' })).toBe(
        'Please fill in all required fields',
      );
    });

    it('short phone before mismatched passwords', () => {
      expect(validateSignUp({ ...VALID_SIGN_UP, phoneNumber: '12345', password: 'a', confirmPassword: 'b' })).toBe(
        'Phone number must contain at least 10 digits',
      );
    });

    it('mismatched passwords before a short password', () => {
      expect(validateSignUp({ ...VALID_SIGN_UP, password: 'abc', confirmPassword: 'abd' })).toBe('Passwords do not match');
    });
  });
});
