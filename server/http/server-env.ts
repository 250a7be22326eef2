import type { Logger as PinoLogger } from 'pino';
import type { Identity } from '../auth/token-verifier';

/** What middleware hands to handlers: the verified caller and the request's own logger. */
export interface ServerEnv {
  Variables: {
    identity: Identity;
    log: PinoLogger;
  };
}
