import { reaction } from 'mobx';
import type { DashboardState } from '../../core/dashboard/dashboard-state.model';
import type { DashboardStateStore } from '../../core/dashboard/dashboard-state.store';
import { restoreToolState } from './dashboard-state.schema';

type ToolKey = keyof DashboardState;

/**
 * One tool's slice of the per-user dashboard state: read when the tool opens, written back
 * whenever its snapshot changes, so closing, reopening or reloading restores it. What is read
 * is checked field by field (dashboard-state.schema), so a damaged save never breaks the tool.
 */
export class ToolState<K extends ToolKey> {
  private email = '';

  constructor(
    private readonly store: DashboardStateStore,
    private readonly key: K,
  ) {}

  load(email: string): DashboardState[K] {
    this.email = email;
    return restoreToolState(this.key, this.store.load(email)[this.key]);
  }

  /** Saves `snapshot()` after every change until the returned function is called. */
  follow(snapshot: () => DashboardState[K]): () => void {
    return reaction(snapshot, (slice) => {
      if (!this.email) return;
      this.store.save(this.email, { ...this.store.load(this.email), [this.key]: slice });
    });
  }
}
