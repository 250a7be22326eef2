import type { Identity } from '../auth/token-verifier';

/** A handler's logger: each line carries the request's id. */
export interface RequestLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** What middleware hands to handlers: the verified caller and the request's own logger. */
export interface ServerEnv {
  Variables: {
    identity: Identity;
    log: RequestLogger;
  };
}
