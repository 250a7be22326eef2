import { describe, expect, it } from 'vitest';
import { demoUsername, displayName, needsRefresh, REFRESH_MARGIN_TICKS, REFRESH_TICK_MS } from '../../../core/auth/session.rules';

describe('needsRefresh', () => {
  const now = 1_700_000_000_000;

  it('uses a 30 s tick with a 3-tick margin', () => {
    expect(REFRESH_TICK_MS).toBe(30_000);
    expect(REFRESH_MARGIN_TICKS).toBe(3);
  });

  it('refreshes within 90 seconds of expiry', () => {
    expect(needsRefresh(now + 90_000, now)).toBe(true);
    expect(needsRefresh(now + 1, now)).toBe(true);
  });

  it('refreshes an already expired session', () => {
    expect(needsRefresh(now - 1, now)).toBe(true);
  });

  it('waits while more than 90 seconds remain', () => {
    expect(needsRefresh(now + 90_001, now)).toBe(false);
  });
});

describe('demoUsername', () => {
  it('is the part of the e-mail before the @', () => {
    expect(demoUsername('asha.rao@example.com')).toBe('asha.rao');
    expect(demoUsername('  asha@example.com ')).toBe('asha');
  });
});

describe('displayName', () => {
  it('prefers the trimmed profile name', () => {
    expect(displayName('  Asha Rao ', 'asha@example.com')).toBe('Asha Rao');
  });

  it('falls back to the part of the e-mail before the @', () => {
    expect(displayName(null, 'asha@example.com')).toBe('asha');
    expect(displayName(undefined, 'asha@example.com')).toBe('asha');
    expect(displayName('   ', 'asha@example.com')).toBe('asha');
  });
});
