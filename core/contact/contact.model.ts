/** A row of `contact_submissions`. */
export interface ContactSubmission {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

/** A contact message as the operator's inbox shows it. */
export interface ReceivedContactMessage extends ContactSubmission {
  readonly id: string;
  /** Epoch milliseconds. */
  readonly receivedAt: number;
}
