import type { MockAllowance } from '../../core/mock/mock-allowance.port';

/**
 * Local mode keeps the allowance on this device: the FeatureGate's ledger counts the mock once it
 * exists, as it does for every tool, so there is nothing further to claim.
 */
export class LocalMockAllowance implements MockAllowance {
  async claimStart(): Promise<void> {}
}
