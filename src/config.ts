import { z } from 'zod/mini';

/**
 * The product's configuration, read from Vite's environment and validated at start-up.
 * A port whose variables are absent is served by its local adapter (local mode). Every VITE_
 * variable is public (it ships in the bundle), so none of them may hold a secret.
 */
const optionalUrl = z.optional(z.url({ protocol: /^https?$/ }));
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
/** A variable read by its schema, a blank one counting as not set. */
const variable = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform(blankAsMissing), schema);

// zod/mini carries no messages of its own: with classic zod's English ones, a configuration error
// names what is wrong (and so does every other failed check in the browser, once this has loaded).
z.config(z.locales.en());

const schema = z
  .object({
    VITE_SUPABASE_URL: variable(optionalUrl),
    VITE_SUPABASE_ANON_KEY: variable(z.optional(z.string().check(z.minLength(20)))),
    VITE_BACKEND_URL: variable(optionalUrl),
    VITE_API_HOST: variable(optionalUrl),
    VITE_SUPPORT_EMAIL: variable(z._default(z.email(), 'support@nyayapath.in')),
    VITE_UPI_VPA: variable(
      z._default(z.string().check(z.regex(/^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z]{2,64}$/, 'must look like name@bank')), 'nyayapath@upi'),
    ),
    VITE_UPI_PAYEE: variable(z._default(z.string().check(z.minLength(2), z.maxLength(50)), 'NyayaPath')),
    VITE_DEMO_VIDEO_URL: variable(z.optional(z.url({ protocol: /^https$/ }))),
  })
  .check(
    z.superRefine((env, context) => {
      if (Boolean(env.VITE_SUPABASE_URL) !== Boolean(env.VITE_SUPABASE_ANON_KEY)) {
        const missing = env.VITE_SUPABASE_URL ? 'VITE_SUPABASE_ANON_KEY' : 'VITE_SUPABASE_URL';
        context.addIssue({ code: 'custom', path: [missing], message: 'is required when the other Supabase variable is set' });
      }
      const server = serverVariables(env);
      if (server && !env.VITE_SUPABASE_URL && !env.VITE_SUPABASE_ANON_KEY) {
        context.addIssue({ code: 'custom', path: ['VITE_SUPABASE_URL'], message: `and VITE_SUPABASE_ANON_KEY are required with ${server}: ${SERVER_NEEDS_SUPABASE}` });
      }
    }),
  );

/** The server knows a student only by a Supabase sign-in: local accounts would be refused on every call. */
export const SERVER_NEEDS_SUPABASE = 'the NyayaPath server accepts only Supabase sign-ins';

/** 'VITE_BACKEND_URL and VITE_API_HOST', the server variables that are set, or null. */
export function serverVariables(env: Readonly<Record<string, unknown>>): string | null {
  const set = (['VITE_BACKEND_URL', 'VITE_API_HOST'] as const).filter((name) => typeof env[name] === 'string' && (env[name] as string).trim() !== '');
  return set.length > 0 ? set.join(' and ') : null;
}

export interface AppConfig {
  readonly supabase: { readonly url: string; readonly anonKey: string } | null;
  readonly backend: { readonly url: string } | null;
  readonly aiHost: { readonly url: string } | null;
  readonly supportEmail: string;
  readonly upi: { readonly vpa: string; readonly payee: string };
  /** The 90-second demo's embed address; without one the pricing screens describe the demo instead. */
  readonly demoVideoUrl: string | null;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function loadConfig(env: Readonly<Record<string, unknown>>): AppConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const value = parsed.data;
  return {
    supabase:
      value.VITE_SUPABASE_URL && value.VITE_SUPABASE_ANON_KEY
        ? { url: value.VITE_SUPABASE_URL, anonKey: value.VITE_SUPABASE_ANON_KEY }
        : null,
    backend: value.VITE_BACKEND_URL ? { url: value.VITE_BACKEND_URL } : null,
    aiHost: value.VITE_API_HOST ? { url: value.VITE_API_HOST } : null,
    supportEmail: value.VITE_SUPPORT_EMAIL,
    upi: { vpa: value.VITE_UPI_VPA, payee: value.VITE_UPI_PAYEE },
    demoVideoUrl: value.VITE_DEMO_VIDEO_URL ?? null,
  };
}
