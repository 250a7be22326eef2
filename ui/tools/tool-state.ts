import { reaction } from 'mobx';
import type { DashboardState } from '../../core/dashboard/dashboard-state.model';
import type { DashboardStateStore } from '../../core/dashboard/dashboard-state.store';

type ToolKey = keyof DashboardState;

/**
 * One tool's slice of the per-user dashboard state: read when the tool opens, written back
 * whenever its snapshot changes, so closing, reopening or reloading restores it.
 */
export class ToolState<K extends ToolKey> {
  private email = '';

  constructor(
    private readonly store: DashboardStateStore,
    private readonly key: K,
  ) {}

  load(email: string): DashboardState[K] {
    this.email = email;
    return this.store.load(email)[this.key];
  }

  /** Saves `snapshot()` after every change until the returned function is called. */
  follow(snapshot: () => DashboardState[K]): () => void {
    return reaction(snapshot, (slice) => {
      if (!this.email) return;
      this.store.save(this.email, { ...this.store.load(this.email), [this.key]: slice });
    });
  }
}
