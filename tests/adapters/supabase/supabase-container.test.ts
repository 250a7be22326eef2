import 'reflect-metadata';
import { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SupabaseAuth } from '../../../adapters/supabase/supabase-auth.adapter';
import { createSupabaseClient, SupabaseClient } from '../../../adapters/supabase/supabase-client';
import { SupabaseConceptExplainer } from '../../../adapters/supabase/supabase-concept-explainer.adapter';
import { SupabaseDatabase } from '../../../adapters/supabase/supabase-database.adapter';
import { Auth } from '../../../core/auth/auth.port';
import { ConceptExplainer } from '../../../core/chat/concept-explainer.port';
import { Database } from '../../../core/ports/database.port';
import { FakeSupabase, MemoryWebStorage, useSupabaseServer } from './msw-supabase';

const server = useSupabaseServer();
let containers: Container[] = [];

/** Hosted mode bound as the composition root does it: one client, three adapters. */
function hostedContainer() {
  const fake = new FakeSupabase();
  server.use(...fake.handlers);
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(SupabaseClient).toConstantValue(createSupabaseClient({ url: fake.url, anonKey: fake.anonKey, storage: new MemoryWebStorage() }));
  container.bind(Auth).to(SupabaseAuth);
  container.bind(Database).to(SupabaseDatabase);
  container.bind(ConceptExplainer).to(SupabaseConceptExplainer);
  containers.push(container);
  return { fake, container };
}

afterEach(async () => {
  await Promise.all(containers.map((container) => container.get<SupabaseClient>(SupabaseClient).auth.dispose()));
  containers = [];
  vi.unstubAllGlobals();
});

describe('the Supabase adapters in a container', () => {
  it("resolve with one shared client: the database and the function carry the sign-in's token", async () => {
    const { fake, container } = hostedContainer();
    const auth = container.get<Auth>(Auth);
    const database = container.get<Database>(Database);
    const explainer = container.get<ConceptExplainer>(ConceptExplainer);
    fake.createUser({ email: 'asha@example.in', password: 'secret-123', confirmed: true });

    const session = await auth.signIn({ email: 'asha@example.in', password: 'secret-123' });
    fake.grantPlan(session.user.id);
    expect(await database.getProfile(session.user.id)).toMatchObject({ userId: session.user.id, isFirstLogin: true });
    expect(await explainer.explain('What is a tort?')).toContain('What is a tort?');

    const bearer = `Bearer ${session.accessToken}`;
    expect(fake.requestsTo('rest/v1/profiles')[0]?.headers.get('authorization')).toBe(bearer);
    expect(fake.requestsTo('functions/v1/concept-explainer')[0]?.headers.get('authorization')).toBe(bearer);
  });

  it("sends the confirmation link to the page's own /dashboard", async () => {
    vi.stubGlobal('location', { origin: 'https://nyayapath.in' });
    const { fake, container } = hostedContainer();
    await container.get<Auth>(Auth).signUp({ email: 'asha@example.in', password: 'secret-123', phoneNumber: '9876543210' });
    expect(fake.requestsTo('auth/v1/signup')[0]?.search.get('redirect_to')).toBe('https://nyayapath.in/dashboard');
  });
});
