import type { KeyValueStorage } from '../ports/key-value-storage.port';
import type { Logger } from '../ports/logger.port';
import { isRecord, parseJson } from '../shared/json';
import { userStorageKey } from '../shared/storage-keys';
import { INITIAL_DASHBOARD_STATE, type DashboardState } from './dashboard-state.model';

type ToolName = keyof DashboardState;
const TOOLS = Object.keys(INITIAL_DASHBOARD_STATE) as ToolName[];

/**
 * The tools' state per user, so that closing a tool or reloading the page restores it.
 * A request cannot survive a reload, so nothing comes back marked as generating.
 */
export class DashboardStateStore {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly logger: Logger,
  ) {}

  load(email: string): DashboardState {
    const stored = parseJson(this.storage.get(userStorageKey('dashboard', email)));
    if (!isRecord(stored)) return INITIAL_DASHBOARD_STATE;
    const restored: Record<string, unknown> = {};
    for (const tool of TOOLS) {
      const saved = stored[tool];
      const initial = INITIAL_DASHBOARD_STATE[tool];
      restored[tool] = isRecord(saved) && sameShape(saved, initial) ? { ...initial, ...saved } : initial;
      if ('isGenerating' in initial) (restored[tool] as Record<string, unknown>).isGenerating = false;
    }
    return restored as unknown as DashboardState;
  }

  save(email: string, state: DashboardState): void {
    try {
      this.storage.set(userStorageKey('dashboard', email), JSON.stringify(state));
    } catch (error) {
      // The live state is still on screen; only its copy for the next visit was lost.
      this.logger.warn('Dashboard state could not be saved', { error: String(error) });
    }
  }
}

/** Every field the tool starts with is present with the same kind of value. */
function sameShape(saved: Record<string, unknown>, initial: object): boolean {
  return Object.entries(initial).every(([key, value]) => {
    const candidate = saved[key];
    if (value === null) return candidate === null || typeof candidate === 'string' || isRecord(candidate);
    if (Array.isArray(value)) return Array.isArray(candidate);
    return typeof candidate === typeof value;
  });
}
