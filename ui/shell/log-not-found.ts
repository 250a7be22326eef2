import type { Logger } from '../../core/ports/logger.port';

/** Logs the path no page answers (spec §2: the bad path is logged). */
export function logNotFound(logger: Logger, path: string): void {
  logger.warn('404: no page at this path', { path });
}
