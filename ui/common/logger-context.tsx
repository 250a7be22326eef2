import { createContext, useContext, type ReactNode } from 'react';
import type { Logger } from '../../core/ports/logger.port';

const LoggerContext = createContext<Logger | null>(null);

/** The logger for pieces that log before (or without) the composition root: the 404 page. */
export function LoggerProvider({ logger, children }: { logger: Logger; children: ReactNode }) {
  return <LoggerContext.Provider value={logger}>{children}</LoggerContext.Provider>;
}

export function useLogger(): Logger {
  const logger = useContext(LoggerContext);
  if (!logger) throw new Error('LoggerProvider is missing above this component');
  return logger;
}
