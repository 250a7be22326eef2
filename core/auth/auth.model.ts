export interface User {
  readonly id: string;
  readonly email: string;
  /** ISO timestamp; null while the e-mail is unconfirmed. */
  readonly emailConfirmedAt: string | null;
  readonly userMetadata: { readonly phone_number?: string };
  readonly identities: readonly { readonly provider: string; readonly id: string }[];
  readonly factors: readonly { readonly id: string; readonly type: string }[];
}

export interface Session {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
  readonly tokenType: 'bearer';
  readonly user: User;
}

export type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'PASSWORD_RECOVERY' | 'USER_UPDATED';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

export interface SignUpDetails extends Credentials {
  readonly phoneNumber: string;
}
