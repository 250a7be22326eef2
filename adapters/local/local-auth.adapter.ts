import { inject, injectable, optional, unmanaged } from 'inversify';
import { z } from 'zod/mini';
import { nonEmptyText } from '../schema-parts';
import type { AuthEvent, Credentials, Session, SignUpDetails, User } from '../../core/auth/auth.model';
import { needsRefresh, REFRESH_TICK_MS } from '../../core/auth/session.rules';
import type { Auth } from '../../core/auth/auth.port';
import { Clock } from '../../core/ports/clock.port';
import { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import { Logger } from '../../core/ports/logger.port';
import { AppError } from '../../core/shared/app-error';
import { AUTH_MESSAGES } from '../../core/shared/messages';
import { ConsoleLogger } from '../browser/console-logger.adapter';
import { randomId } from './random-id';
import { StoredDocument } from './stored-document';

const ACCESS_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** Measured from the last refresh, so a session ends after 30 days without a visit. */
const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** OWASP's Password Storage Cheat Sheet, current figure for PBKDF2-HMAC-SHA256. */
export const DEFAULT_PBKDF2_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const TOKEN_BYTES = 32;
const ALREADY_REGISTERED = 'User already registered';
const NO_SECURE_CONTEXT = 'Accounts on this device need a secure page (https or localhost).';
const HASHING_FAILED = 'Could not check the password on this device. Please try again.';

const hex = z.string().check(z.regex(/^(?:[0-9a-f]{2})+$/));

const userSchema: z.ZodMiniType<User> = z.object({
  id: nonEmptyText,
  email: nonEmptyText,
  emailConfirmedAt: z.nullable(z.string()),
  userMetadata: z.object({ phone_number: z.optional(z.string()) }),
  identities: z.array(z.object({ provider: z.string(), id: z.string() })),
  factors: z.array(z.object({ id: z.string(), type: z.string() })),
});

const accountSchema = z.object({
  user: userSchema,
  salt: hex,
  hash: hex,
  // Kept per account so that raising the default later still verifies older passwords.
  iterations: z.int().check(z.positive()),
});
type Account = z.infer<typeof accountSchema>;

const storedSessionSchema = z.object({
  accessToken: nonEmptyText,
  refreshToken: nonEmptyText,
  expiresAt: z.number(),
  tokenType: z.literal('bearer'),
  user: userSchema,
  refreshExpiresAt: z.number(),
});
type StoredSession = z.infer<typeof storedSessionSchema>;

type Listener = (event: AuthEvent, session: Session | null) => void;

export interface LocalAuthOptions {
  /** Tests pass a small number; real accounts use the default. */
  readonly pbkdf2Iterations?: number;
}

/**
 * Auth in local mode: accounts and the session live in this device's storage. Passwords are
 * hashed with PBKDF2-SHA-256 and a per-account salt; sessions expire and refresh like Supabase's.
 * There is no mailbox, so an e-mail counts as confirmed at sign-up.
 */
@injectable()
export class LocalAuth implements Auth {
  private readonly accounts: StoredDocument<Account[]>;
  private readonly session: StoredDocument<StoredSession>;
  private readonly listeners = new Set<Listener>();
  private readonly iterations: number;
  private readonly stopWatchingOtherTabs: () => void;

  constructor(
    @inject(KeyValueStorage) storage: KeyValueStorage,
    @inject(Clock) private readonly clock: Clock,
    @unmanaged() options: LocalAuthOptions = {},
    @inject(Logger) @optional() private readonly logger: Logger = new ConsoleLogger(),
  ) {
    this.accounts = new StoredDocument(storage, 'auth.accounts', z.array(accountSchema), logger);
    this.session = new StoredDocument(storage, 'auth.session', storedSessionSchema, logger);
    this.iterations = options.pbkdf2Iterations ?? DEFAULT_PBKDF2_ITERATIONS;
    this.stopWatchingOtherTabs = this.watchOtherTabs();
  }

  async signUp(details: SignUpDetails): Promise<User> {
    const email = normalizeEmail(details.email);
    if (email === '' || details.password === '') throw new AppError('validation', AUTH_MESSAGES.fillRequiredFields);
    if (this.findAccount(email)) throw new AppError('conflict', ALREADY_REGISTERED);

    const salt = randomBytes(SALT_BYTES);
    const hash = await this.derive(details.password, salt, this.iterations);
    const id = randomId();
    const user: User = {
      id,
      email,
      emailConfirmedAt: new Date(this.clock.now()).toISOString(),
      userMetadata: { phone_number: details.phoneNumber },
      identities: [{ provider: 'email', id }],
      factors: [],
    };

    // Read again after hashing: another tab may have registered the same e-mail meanwhile.
    const accounts = this.accounts.read() ?? [];
    if (accounts.some((account) => account.user.email === email)) throw new AppError('conflict', ALREADY_REGISTERED);
    this.accounts.write([...accounts, { user, salt: toHex(salt), hash: toHex(hash), iterations: this.iterations }]);
    return user;
  }

  async signIn(credentials: Credentials): Promise<Session> {
    const account = this.findAccount(normalizeEmail(credentials.email));
    // An unknown e-mail still costs one hash, so timing does not tell which accounts exist.
    const salt = account ? fromHex(account.salt) : new Uint8Array(SALT_BYTES);
    const derived = await this.derive(credentials.password, salt, account?.iterations ?? this.iterations);
    if (!account || !constantTimeEqual(derived, fromHex(account.hash))) {
      throw new AppError('invalid_credentials', AUTH_MESSAGES.invalidCredentials);
    }
    if (account.iterations < this.iterations) await this.upgradeHash(account, credentials.password);
    const session = this.issue(account.user);
    this.session.write(session);
    this.emit('SIGNED_IN', toSession(session));
    return toSession(session);
  }

  async signOut(): Promise<void> {
    this.session.remove();
    this.emit('SIGNED_OUT', null);
  }

  async currentSession(): Promise<Session | null> {
    const stored = this.session.read();
    if (!stored) return null;
    const now = this.clock.now();
    if (!needsRefresh(stored.expiresAt, now)) return toSession(stored);

    const account = stored.refreshExpiresAt > now ? this.findAccountById(stored.user.id) : undefined;
    if (!account) {
      this.session.remove();
      this.emit('SIGNED_OUT', null);
      return null;
    }
    // Like Supabase, a refresh rotates both tokens.
    const refreshed = this.issue(account.user);
    this.session.write(refreshed);
    this.emit('TOKEN_REFRESHED', toSession(refreshed));
    return toSession(refreshed);
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Checks the session every tick and refreshes it ahead of expiry; call the result to stop. */
  startAutoRefresh(): () => void {
    let running = true;
    void (async () => {
      while (running) {
        await this.clock.sleep(REFRESH_TICK_MS);
        if (!running) return;
        try {
          await this.currentSession();
        } catch (error) {
          // A failed write this tick is retried on the next one.
          this.logger.warn('Session refresh failed', { error: String(error) });
        }
      }
    })();
    return () => {
      running = false;
    };
  }

  /** Stops listening to other tabs. */
  dispose(): void {
    this.stopWatchingOtherTabs();
    this.listeners.clear();
  }

  private issue(user: User): StoredSession {
    const now = this.clock.now();
    return {
      accessToken: toHex(randomBytes(TOKEN_BYTES)),
      refreshToken: toHex(randomBytes(TOKEN_BYTES)),
      expiresAt: now + ACCESS_TOKEN_LIFETIME_MS,
      tokenType: 'bearer',
      user,
      refreshExpiresAt: now + REFRESH_TOKEN_LIFETIME_MS,
    };
  }

  /**
   * Rehashes with the current iteration count once the password is known to be right: the only
   * moment the plain password is at hand. A failed write keeps the old hash, which still works.
   */
  private async upgradeHash(account: Account, password: string): Promise<void> {
    const salt = randomBytes(SALT_BYTES);
    const hash = await this.derive(password, salt, this.iterations);
    const upgraded: Account = { ...account, salt: toHex(salt), hash: toHex(hash), iterations: this.iterations };
    // Read again after hashing, so an account another tab added meanwhile is kept.
    const accounts = this.accounts.read() ?? [];
    try {
      this.accounts.write(accounts.map((candidate) => (candidate.user.id === account.user.id ? upgraded : candidate)));
    } catch (error) {
      this.logger.warn('Password hash upgrade not saved', { error: String(error) });
    }
  }

  private findAccount(email: string): Account | undefined {
    return (this.accounts.read() ?? []).find((account) => account.user.email === email);
  }

  private findAccountById(userId: string): Account | undefined {
    return (this.accounts.read() ?? []).find((account) => account.user.id === userId);
  }

  private async derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array<ArrayBuffer>> {
    const { subtle } = webCrypto();
    try {
      const key = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
      const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
      return new Uint8Array(bits);
    } catch (error) {
      this.logger.error('Password hashing failed', { error: String(error) });
      throw new AppError('unknown', HASHING_FAILED);
    }
  }

  private emit(event: AuthEvent, session: Session | null): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event, session);
      } catch (error) {
        this.logger.error('Auth listener failed', { event, error: String(error) });
      }
    }
  }

  /** Another tab signing in or out changes the shared session: tell this tab's listeners. */
  private watchOtherTabs(): () => void {
    if (typeof globalThis.addEventListener !== 'function') return () => {};
    const onStorage = (event: StorageEvent): void => {
      if (event.key === null) {
        // storage.clear() in another tab.
        this.emit('SIGNED_OUT', null);
        return;
      }
      if (event.key !== this.session.key) return;
      const before = this.session.decode(event.oldValue);
      const after = this.session.decode(event.newValue);
      if (!after) {
        if (before) this.emit('SIGNED_OUT', null);
      } else if (!before || before.user.id !== after.user.id) {
        this.emit('SIGNED_IN', toSession(after));
      } else if (before.accessToken !== after.accessToken) {
        this.emit('TOKEN_REFRESHED', toSession(after));
      }
    };
    globalThis.addEventListener('storage', onStorage);
    return () => globalThis.removeEventListener('storage', onStorage);
  }
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function toSession(stored: StoredSession): Session {
  const { refreshExpiresAt: _internal, ...session } = stored;
  return session;
}

function webCrypto(): Crypto {
  // Browsers expose SubtleCrypto only on secure pages; say so rather than fail obscurely.
  const crypto = globalThis.crypto as Crypto | undefined;
  if (!crypto?.subtle) throw new AppError('unavailable', NO_SECURE_CONTEXT);
  return crypto;
}

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return webCrypto().getRandomValues(new Uint8Array(length));
}

/** Compares every byte whatever the first difference, so timing reveals nothing. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}
