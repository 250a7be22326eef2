import type { Profile } from '../profile/profile.model';

export type DashboardView = 'onboarding' | 'choice' | 'diagnostic' | 'results' | 'pricing' | 'main';

export type DashboardEntry = { readonly kind: 'redirect_auth' } | { readonly kind: 'show'; readonly view: DashboardView };

export function decideDashboardEntry(input: {
  readonly signedIn: boolean;
  readonly premium: boolean;
  readonly profile: Profile | null;
}): DashboardEntry {
  if (!input.signedIn) return { kind: 'redirect_auth' };
  if (input.premium) return { kind: 'show', view: 'main' };
  // A user without a profile row yet has never been through onboarding.
  if (input.profile === null || input.profile.isFirstLogin) return { kind: 'show', view: 'onboarding' };
  if (input.profile.diagnosticCompleted) return { kind: 'show', view: 'pricing' };
  return { kind: 'show', view: 'choice' };
}
