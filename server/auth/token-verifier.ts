import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';

/** Who is calling, as the verified token says; nothing in a request body can change it. */
export interface Identity {
  readonly userId: string;
  readonly email: string | null;
  /** `app_metadata.role` is 'operator': set by the project's admins, never by the student. */
  readonly operator: boolean;
}

export interface TokenVerifier {
  /** The caller's identity, or null when the token is not a valid, current Supabase user token. */
  verify(token: string): Promise<Identity | null>;
}

export interface TokenSettings {
  /** The project URL: the issuer is `{url}/auth/v1`, and without a secret its signing keys come from there. */
  readonly supabaseUrl: string | null;
  /** Supabase's legacy JWT secret (HS256). */
  readonly jwtSecret: string | null;
}

/** A little leeway for clocks that disagree by a few seconds. */
const CLOCK_TOLERANCE_SECONDS = 5;

const claims = z.object({
  sub: z.uuid(),
  email: z.string().max(254).optional(),
  role: z.literal('authenticated'),
  app_metadata: z.object({ role: z.string().optional() }).loose().optional(),
});

/**
 * Verifies Supabase access tokens with jose: HS256 with the project's JWT secret when one is
 * set, else the project's published signing keys (JWKS, fetched once and cached by jose).
 * Audience 'authenticated' and expiry are always checked, the issuer whenever the project URL
 * is known, and the subject must be a user id (the anon key is a valid JWT too, without one).
 */
export function createTokenVerifier(settings: TokenSettings): TokenVerifier {
  const key: Uint8Array | JWTVerifyGetKey = settings.jwtSecret
    ? new TextEncoder().encode(settings.jwtSecret)
    : createRemoteJWKSet(new URL(`${settings.supabaseUrl}/auth/v1/.well-known/jwks.json`));
  const options = {
    audience: 'authenticated',
    ...(settings.supabaseUrl ? { issuer: `${settings.supabaseUrl}/auth/v1` } : {}),
    algorithms: settings.jwtSecret ? ['HS256'] : ['RS256', 'ES256'],
    requiredClaims: ['exp', 'sub'],
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
  };
  return {
    async verify(token) {
      let payload: JWTPayload;
      try {
        payload = (typeof key === 'function' ? await jwtVerify(token, key, options) : await jwtVerify(token, key, options)).payload;
      } catch {
        return null;
      }
      const parsed = claims.safeParse(payload);
      if (!parsed.success) return null;
      return {
        userId: parsed.data.sub,
        email: parsed.data.email?.toLowerCase() || null,
        operator: parsed.data.app_metadata?.role === 'operator',
      };
    },
  };
}

/** Tokens remembered once verified: a student's app sends the same one for up to an hour. */
const REMEMBERED_TOKENS = 10_000;

/**
 * Remembers each verified token until it expires, so a request with a token already seen costs
 * a map look-up instead of a signature check. Refusals are not remembered.
 */
export function rememberingVerifier(verifier: TokenVerifier, now: () => number): TokenVerifier {
  const remembered = new Map<string, { identity: Identity; expiresAt: number }>();
  return {
    async verify(token) {
      const known = remembered.get(token);
      if (known && known.expiresAt > now()) return known.identity;
      if (known) remembered.delete(token);
      const identity = await verifier.verify(token);
      const expiresAt = identity ? expiryOf(token) : null;
      if (identity && expiresAt !== null) {
        // Oldest first: a Map keeps insertion order.
        if (remembered.size >= REMEMBERED_TOKENS) remembered.delete(remembered.keys().next().value!);
        remembered.set(token, { identity, expiresAt });
      }
      return identity;
    },
  };
}

/** The `exp` of a token that has just been verified, in epoch milliseconds. */
function expiryOf(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Without SUPABASE_URL or SUPABASE_JWT_SECRET no token can be checked, so none is accepted. */
export const REFUSE_ALL_TOKENS: TokenVerifier = { verify: async () => null };
