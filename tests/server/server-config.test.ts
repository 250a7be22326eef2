import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../server/config';

describe('the server configuration', () => {
  it('runs with nothing set: PGlite under ./data/server, port 8787, loopback, the dev origins', () => {
    const config = loadServerConfig({}, '/srv/nyayapath');
    expect(config).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      database: { kind: 'pglite', dataDir: '/srv/nyayapath/data/server' },
      migrate: true,
      auth: null,
      trustProxy: false,
      llm: null,
      logLevel: 'info',
    });
    expect(config.corsOrigins).toContain('http://127.0.0.1:5173');
  });

  it('takes PostgreSQL, Supabase token settings, origins and a model from the environment', () => {
    const config = loadServerConfig({
      PORT: '9000',
      DATABASE_URL: 'postgresql://nyaya:secret@db.internal:5432/nyaya',
      DATABASE_POOL_SIZE: '20',
      SUPABASE_URL: 'https://abcd.supabase.co/',
      SUPABASE_JWT_SECRET: 'x'.repeat(40),
      CORS_ORIGINS: 'https://app.nyayapath.in, https://nyayapath.in',
      TRUST_PROXY: 'on',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1/',
      LLM_MODEL: 'llama3.1',
    });
    expect(config).toMatchObject({
      port: 9000,
      database: { kind: 'postgres', url: 'postgresql://nyaya:secret@db.internal:5432/nyaya', poolSize: 20 },
      auth: { supabaseUrl: 'https://abcd.supabase.co', jwtSecret: 'x'.repeat(40) },
      corsOrigins: ['https://app.nyayapath.in', 'https://nyayapath.in'],
      trustProxy: true,
      llm: { baseUrl: 'http://127.0.0.1:11434/v1', apiKey: null, model: 'llama3.1' },
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ SUPABASE_JWT_SECRET: 'short' }, 'SUPABASE_JWT_SECRET'],
    [{ SUPABASE_URL: 'not a url' }, 'SUPABASE_URL'],
    [{ CORS_ORIGINS: '*' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'https://app.nyayapath.in/dashboard' }, 'CORS_ORIGINS'],
    [{ LLM_BASE_URL: 'https://api.example.com/v1' }, 'LLM_MODEL'],
    [{ LLM_API_KEY: 'sk-123' }, 'LLM_BASE_URL'],
    [{ DATABASE_MIGRATE: 'maybe' }, 'DATABASE_MIGRATE'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('stops on %o, naming %s', (env, name) => {
    expect(() => loadServerConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name}`));
  });
});
