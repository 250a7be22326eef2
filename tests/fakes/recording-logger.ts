import type { Logger } from '../../core/ports/logger.port';

export class RecordingLogger implements Logger {
  readonly entries: { level: 'info' | 'warn' | 'error'; message: string; context?: Record<string, unknown> }[] = [];
  info(message: string, context?: Record<string, unknown>) {
    this.entries.push({ level: 'info', message, context });
  }
  warn(message: string, context?: Record<string, unknown>) {
    this.entries.push({ level: 'warn', message, context });
  }
  error(message: string, context?: Record<string, unknown>) {
    this.entries.push({ level: 'error', message, context });
  }
  messages(level: 'info' | 'warn' | 'error') {
    return this.entries.filter((entry) => entry.level === level).map((entry) => entry.message);
  }
}
