import { inject, injectable, optional } from 'inversify';
import type { ReceivedContactMessage } from '../../core/contact/contact.model';
import { Clock } from '../../core/ports/clock.port';
import type { ContactInbox } from '../../core/contact/contact-inbox.port';
import { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import { Logger } from '../../core/ports/logger.port';
import { ConsoleLogger } from '../browser/console-logger.adapter';
import { LocalDatabase } from './local-database.adapter';

/** The contact form's messages in local mode: what local mode's tables hold, for /admin on this device. */
@injectable()
export class LocalContactInbox implements ContactInbox {
  private readonly database: LocalDatabase;

  constructor(
    @inject(KeyValueStorage) storage: KeyValueStorage,
    @inject(Clock) clock: Clock,
    @inject(Logger) @optional() logger: Logger = new ConsoleLogger(),
  ) {
    this.database = new LocalDatabase(storage, clock, logger);
  }

  async messages(): Promise<readonly ReceivedContactMessage[]> {
    return (await this.database.listContactSubmissions()).map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      receivedAt: Date.parse(row.createdAt),
    }));
  }
}
