/** A row of `contact_submissions`. */
export interface ContactSubmission {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}
