import { inject, injectable, unmanaged } from 'inversify';
import { z } from 'zod/mini';
import { nonEmptyText } from '../schema-parts';
import type { ReceivedContactMessage } from '../../core/contact/contact.model';
import { Auth } from '../../core/auth/auth.port';
import type { ContactInbox } from '../../core/contact/contact-inbox.port';
import type { HttpCall } from './http-client';
import { instant, listOf, OperatorClient, type OperatorClientOptions } from './operator-client';

const CONTACT: HttpCall = { path: 'api/operator/contact', label: 'Operator contact' };

const contactMessage = z.pipe(
  z.object({ id: nonEmptyText, name: z.string(), email: z.string(), message: z.string(), createdAt: instant }),
  z.transform(({ createdAt, ...row }): ReceivedContactMessage => ({ ...row, receivedAt: createdAt })),
);

/** The contact form's messages from the NyayaPath server (`/api/operator/contact`), for an operator. */
@injectable()
export class HttpContactInbox implements ContactInbox {
  private readonly operator: OperatorClient;

  constructor(@inject(Auth) auth: Auth, @unmanaged() options: OperatorClientOptions) {
    this.operator = new OperatorClient(auth, options, { notFound: 'Not found' });
  }

  messages(): Promise<readonly ReceivedContactMessage[]> {
    return this.operator.get(CONTACT, listOf(contactMessage));
  }
}
