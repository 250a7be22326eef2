/** The operator account every trial creates for /admin. */
export const TRIAL_OPERATOR_EMAIL: string;

export interface Trial {
  /** The production build, pointed at the trial server and the stand-in. */
  readonly appUrl: string;
  /** The NyayaPath server (dist-server/main.js) on a fresh PGlite folder. */
  readonly serverUrl: string;
  /** The in-memory Supabase stand-in that signs tokens for the server. */
  readonly supabaseUrl: string;
  readonly operator: { readonly email: string; readonly password: string };
  stop(): Promise<void>;
}

/** Builds and starts the trial stack: for trials on one machine only. */
export function startTrial(options?: { appPort?: number; log?: (line: string) => void }): Promise<Trial>;
