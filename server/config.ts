import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

/**
 * The server's configuration, read from the environment and validated at start-up: an invalid
 * value stops the server with a message naming the variable. With nothing set, the server runs
 * on an embedded PGlite store in ./data/server on port 8787.
 */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsMissing, schema.optional());
const onOff = z.enum(['on', 'off']);

const origin = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
    } catch {
      return false;
    }
  }, 'must list origins such as https://app.nyayapath.in (scheme, host and port only; never *)');

const schema = z
  .object({
    PORT: z.preprocess(blankAsMissing, z.coerce.number().int().min(0).max(65_535).default(8787)),
    HOST: z.preprocess(blankAsMissing, z.string().min(1).default('127.0.0.1')),
    DATA_DIR: z.preprocess(blankAsMissing, z.string().min(1).default('data/server')),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')),
    DATABASE_POOL_SIZE: z.preprocess(blankAsMissing, z.coerce.number().int().min(1).max(100).default(10)),
    DATABASE_MIGRATE: z.preprocess(blankAsMissing, onOff.default('on')),
    SUPABASE_URL: optional(z.url({ protocol: /^https?$/ })),
    SUPABASE_JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters (Supabase\'s JWT secret)')),
    CORS_ORIGINS: z.preprocess(
      blankAsMissing,
      z
        .string()
        .default('http://127.0.0.1:5173,http://localhost:5173,http://127.0.0.1:4173,http://localhost:4173')
        .transform((list) => list.split(',').map((entry) => entry.trim()).filter(Boolean))
        .pipe(z.array(origin)),
    ),
    TRUST_PROXY: z.preprocess(blankAsMissing, onOff.default('off')),
    RATE_LIMITS: z.preprocess(blankAsMissing, onOff.default('on')),
    LLM_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
    LLM_API_KEY: optional(z.string().min(1)),
    LLM_MODEL: optional(z.string().min(1).max(200)),
    LOG_LEVEL: z.preprocess(blankAsMissing, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  })
  .superRefine((env, context) => {
    if (Boolean(env.LLM_BASE_URL) !== Boolean(env.LLM_MODEL)) {
      const missing = env.LLM_BASE_URL ? 'LLM_MODEL' : 'LLM_BASE_URL';
      context.addIssue({ code: 'custom', path: [missing], message: 'is required when the other LLM variable is set' });
    }
    if (env.LLM_API_KEY && !env.LLM_BASE_URL) {
      context.addIssue({ code: 'custom', path: ['LLM_BASE_URL'], message: 'is required with LLM_API_KEY' });
    }
  });

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly database:
    | { readonly kind: 'pglite'; readonly dataDir: string }
    | { readonly kind: 'postgres'; readonly url: string; readonly poolSize: number };
  readonly migrate: boolean;
  /** How tokens are checked; null when neither SUPABASE_URL nor SUPABASE_JWT_SECRET is set. */
  readonly auth: { readonly supabaseUrl: string | null; readonly jwtSecret: string | null } | null;
  readonly corsOrigins: readonly string[];
  /** Read the client's address from X-Forwarded-For (behind a load balancer) instead of the socket. */
  readonly trustProxy: boolean;
  /** Per-user and per-address request limits; off only for load tests from one address. */
  readonly rateLimits: boolean;
  readonly llm: { readonly baseUrl: string; readonly apiKey: string | null; readonly model: string } | null;
  readonly logLevel: string;
}

export class ServerConfigError extends Error {
  override readonly name = 'ServerConfigError';
}

export function loadServerConfig(env: Readonly<Record<string, string | undefined>>, cwd = process.cwd()): ServerConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ServerConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const value = parsed.data;
  const supabaseUrl = value.SUPABASE_URL?.replace(/\/+$/, '') ?? null;
  return {
    port: value.PORT,
    host: value.HOST,
    database: value.DATABASE_URL
      ? { kind: 'postgres', url: value.DATABASE_URL, poolSize: value.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: isAbsolute(value.DATA_DIR) ? value.DATA_DIR : resolve(cwd, value.DATA_DIR) },
    migrate: value.DATABASE_MIGRATE === 'on',
    auth: supabaseUrl || value.SUPABASE_JWT_SECRET ? { supabaseUrl, jwtSecret: value.SUPABASE_JWT_SECRET ?? null } : null,
    corsOrigins: value.CORS_ORIGINS,
    trustProxy: value.TRUST_PROXY === 'on',
    rateLimits: value.RATE_LIMITS === 'on',
    llm: value.LLM_BASE_URL && value.LLM_MODEL ? { baseUrl: value.LLM_BASE_URL.replace(/\/+$/, ''), apiKey: value.LLM_API_KEY ?? null, model: value.LLM_MODEL } : null,
    logLevel: value.LOG_LEVEL,
  };
}
