import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { getResponse } from 'msw';
import { FakeSupabase, type FakeSupabaseOptions } from '../adapters/supabase/msw-supabase';

/**
 * A Supabase project on loopback for the browser: the in-memory fake the adapter tests use
 * (Auth, the Data API under the migration's rules, the concept-explainer function), served over
 * real HTTP with CORS, issuing access tokens signed with the given JWT secret so that the
 * NyayaPath server verifies them as it would Supabase's. Also the sign-in of `npm run trial`.
 */
export interface SupabaseStandIn {
  readonly url: string;
  readonly anonKey: string;
  readonly fake: FakeSupabase;
  close(): Promise<void>;
}

/** What a caller may set beyond Supabase's defaults. */
export interface StandInOptions extends Pick<FakeSupabaseOptions, 'allowedOrigins'> {
  /**
   * Confirms each new address as soon as it signs up, as if the student had followed the link at
   * once (trials send no e-mail). Sign-up still answers as with confirmation on: no session.
   */
  readonly confirmAtSignUp?: boolean;
}

export async function startSupabaseStandIn(jwtSecret: string, options: StandInOptions = {}): Promise<SupabaseStandIn> {
  let fake: FakeSupabase | null = null;
  const listener = getRequestListener(async (request) => {
    const origin = request.headers.get('origin') ?? '*';
    const cors = {
      'access-control-allow-origin': origin,
      'access-control-allow-headers': request.headers.get('access-control-request-headers') ?? '*',
      'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
      'access-control-expose-headers': 'content-range, x-supabase-api-version',
      vary: 'Origin',
    };
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    const signingUp = options.confirmAtSignUp && request.method === 'POST' && new URL(request.url).pathname === '/auth/v1/signup';
    const email = signingUp ? ((await request.clone().json()) as { email?: string }).email : undefined;
    const response = (fake && (await getResponse(fake.handlers, request))) ?? new Response('not found', { status: 404 });
    if (email && response.ok) fake?.confirmEmail(email);
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(cors)) headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });
  const server: Server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // E-mail confirmation on, as a new project has it: a test (or confirmAtSignUp) confirms for the student.
  fake = new FakeSupabase({ url, jwtSecret, allowedOrigins: options.allowedOrigins });
  return {
    url,
    anonKey: fake.anonKey,
    fake,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
