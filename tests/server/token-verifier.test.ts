import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, rememberingVerifier } from '../../server/auth/token-verifier';
import { signToken, TEST_JWT_SECRET, TEST_SUPABASE_URL } from './support/tokens';

const USER = '7d3f4c1e-2b5a-4c8d-9e0f-1a2b3c4d5e6f';

describe('tokens signed with the project JWT secret', () => {
  const verifier = createTokenVerifier({ supabaseUrl: TEST_SUPABASE_URL, jwtSecret: TEST_JWT_SECRET });

  it('gives the identity of a current student or operator token', async () => {
    const student = await signToken({ id: USER, email: 'Asha@Example.in' });
    expect(await verifier.verify(student.token)).toEqual({ userId: USER, email: 'asha@example.in', operator: false });
    const operator = await signToken({ operator: true });
    expect(await verifier.verify(operator.token)).toMatchObject({ operator: true });
  });

  it('checks the issuer only when the project URL is known', async () => {
    const elsewhere = await signToken({ issuer: 'https://other.supabase.co/auth/v1' });
    expect(await verifier.verify(elsewhere.token)).toBeNull();
    const secretOnly = createTokenVerifier({ supabaseUrl: null, jwtSecret: TEST_JWT_SECRET });
    expect(await secretOnly.verify(elsewhere.token)).not.toBeNull();
  });
});

describe("tokens signed with the project's published keys (JWKS)", () => {
  let keys: { privateKey: CryptoKey; publicKey: CryptoKey };
  let jwks: Server;
  let projectUrl: string;
  let requests = 0;

  beforeAll(async () => {
    keys = await generateKeyPair('ES256');
    const publicJwk = { ...(await exportJWK(keys.publicKey)), kid: 'key-1', alg: 'ES256', use: 'sig' };
    jwks = createServer((request, response) => {
      requests += 1;
      if (request.url !== '/auth/v1/.well-known/jwks.json') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [publicJwk] }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const address = jwks.address();
    projectUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => jwks.close(resolve));
  });

  const sign = (key: CryptoKey, claims: { exp?: number; aud?: string } = {}) =>
    new SignJWT({ role: 'authenticated', email: 'ravi@example.in' })
      .setProtectedHeader({ alg: 'ES256', kid: 'key-1' })
      .setSubject(USER)
      .setIssuer(`${projectUrl}/auth/v1`)
      .setAudience(claims.aud ?? 'authenticated')
      .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(key);

  it('accepts a token signed by the project, fetching its keys once', async () => {
    const verifier = createTokenVerifier({ supabaseUrl: projectUrl, jwtSecret: null });
    expect(await verifier.verify(await sign(keys.privateKey))).toEqual({ userId: USER, email: 'ravi@example.in', operator: false });
    expect(await verifier.verify(await sign(keys.privateKey))).not.toBeNull();
    expect(requests).toBe(1);
  });

  it('refuses one signed by another key, expired, for another audience, or HS256 with any secret', async () => {
    const verifier = createTokenVerifier({ supabaseUrl: projectUrl, jwtSecret: null });
    const stranger = await generateKeyPair('ES256');
    expect(await verifier.verify(await sign(stranger.privateKey))).toBeNull();
    expect(await verifier.verify(await sign(keys.privateKey, { exp: Math.floor(Date.now() / 1000) - 60 }))).toBeNull();
    expect(await verifier.verify(await sign(keys.privateKey, { aud: 'anon' }))).toBeNull();
    const hs256 = await signToken({ issuer: `${projectUrl}/auth/v1` });
    expect(await verifier.verify(hs256.token)).toBeNull();
  });
});

describe('remembered tokens', () => {
  it('checks a token once and answers from memory until it expires; refusals are checked every time', async () => {
    let checks = 0;
    const inner = createTokenVerifier({ supabaseUrl: TEST_SUPABASE_URL, jwtSecret: TEST_JWT_SECRET });
    const counting = { verify: async (token: string) => ((checks += 1), inner.verify(token)) };
    let now = Date.now();
    const verifier = rememberingVerifier(counting, () => now);
    const student = await signToken({ expiresIn: 60 });

    expect(await verifier.verify(student.token)).toMatchObject({ userId: student.id });
    expect(await verifier.verify(student.token)).toMatchObject({ userId: student.id });
    expect(checks).toBe(1);

    now += 61_000;
    // Past its expiry the token is checked again, and jose (on the real clock) still accepts it here;
    // what matters is that memory no longer answers.
    await verifier.verify(student.token);
    expect(checks).toBe(2);

    expect(await verifier.verify('not.a.token')).toBeNull();
    expect(await verifier.verify('not.a.token')).toBeNull();
    expect(checks).toBe(4);
  });
});
