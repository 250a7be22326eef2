import { describe, expect, it } from 'vitest';
import { decideDashboardEntry } from '../../../core/dashboard/dashboard-entry.rules';
import { newProfile, type Profile } from '../../../core/profile/profile.model';

function profile(overrides: Partial<Profile> = {}): Profile {
  return { ...newProfile('user-1'), ...overrides };
}

describe('decideDashboardEntry', () => {
  it('sends a signed-out visitor to /auth', () => {
    expect(decideDashboardEntry({ signedIn: false, premium: true, profile: profile() })).toEqual({ kind: 'redirect_auth' });
  });

  it('takes a premium user straight to the main dashboard, skipping onboarding', () => {
    expect(decideDashboardEntry({ signedIn: true, premium: true, profile: profile({ isFirstLogin: true }) })).toEqual({
      kind: 'show',
      view: 'main',
    });
  });

  it('starts onboarding on a first login', () => {
    expect(
      decideDashboardEntry({ signedIn: true, premium: false, profile: profile({ isFirstLogin: true, diagnosticCompleted: true }) }),
    ).toEqual({ kind: 'show', view: 'onboarding' });
  });

  it('treats a missing profile as a first login', () => {
    expect(decideDashboardEntry({ signedIn: true, premium: false, profile: null })).toEqual({ kind: 'show', view: 'onboarding' });
  });

  it('shows pricing after a completed diagnostic', () => {
    expect(
      decideDashboardEntry({ signedIn: true, premium: false, profile: profile({ isFirstLogin: false, diagnosticCompleted: true }) }),
    ).toEqual({ kind: 'show', view: 'pricing' });
  });

  it('otherwise shows the choice screen', () => {
    expect(
      decideDashboardEntry({ signedIn: true, premium: false, profile: profile({ isFirstLogin: false, diagnosticCompleted: false }) }),
    ).toEqual({ kind: 'show', view: 'choice' });
  });
});
