import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';

/** The test project's Supabase settings: tokens are HS256 with this secret, as with Supabase's legacy JWT secret. */
export const TEST_SUPABASE_URL = 'http://127.0.0.1:54321';
export const TEST_JWT_SECRET = 'nyayapath-test-jwt-secret-of-at-least-32-chars';
const SECRET = new TextEncoder().encode(TEST_JWT_SECRET);

export interface TestUser {
  readonly id: string;
  readonly email: string;
  readonly token: string;
}

export interface TokenOptions {
  readonly id?: string;
  readonly email?: string;
  readonly operator?: boolean;
  /** Seconds from now; negative for a token that has expired. */
  readonly expiresIn?: number;
  readonly secret?: Uint8Array;
  readonly issuer?: string;
  readonly audience?: string;
  readonly role?: string;
}

let counter = 0;

/** A signed access token shaped like Supabase Auth's. */
export async function signToken(options: TokenOptions = {}): Promise<TestUser> {
  counter += 1;
  const id = options.id ?? randomUUID();
  const email = options.email ?? `student${counter}.${process.pid}@example.in`;
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({
    email,
    role: options.role ?? 'authenticated',
    app_metadata: { provider: 'email', ...(options.operator ? { role: 'operator' } : {}) },
    user_metadata: {},
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(id)
    .setIssuer(options.issuer ?? `${TEST_SUPABASE_URL}/auth/v1`)
    .setAudience(options.audience ?? 'authenticated')
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresIn ?? 3_600))
    .sign(options.secret ?? SECRET);
  return { id, email, token };
}

export const newStudent = (options: Omit<TokenOptions, 'operator'> = {}) => signToken(options);
export const newOperator = (options: Omit<TokenOptions, 'operator'> = {}) => signToken({ ...options, operator: true });
