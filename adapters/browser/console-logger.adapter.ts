import type { Logger } from '../../core/ports/logger.port';

/**
 * Logs to the browser console, the one place a user or developer can read them in local mode.
 * Plain (no container metadata), so a public page can log without loading the container.
 */
export class ConsoleLogger implements Logger {
  info(message: string, context?: Record<string, unknown>): void {
    console.info(...entry(message, context));
  }

  warn(message: string, context?: Record<string, unknown>): void {
    console.warn(...entry(message, context));
  }

  error(message: string, context?: Record<string, unknown>): void {
    console.error(...entry(message, context));
  }
}

function entry(message: string, context?: Record<string, unknown>): unknown[] {
  return context === undefined ? [`[NyayaPath] ${message}`] : [`[NyayaPath] ${message}`, context];
}
