import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';

describe('loadConfig', () => {
  it('runs everything locally with sensible defaults when nothing is set', () => {
    expect(loadConfig({})).toEqual({
      supabase: null,
      backend: null,
      aiHost: null,
      supportEmail: 'support@nyayapath.in',
      upi: { vpa: 'nyayapath@upi', payee: 'NyayaPath' },
      demoVideoUrl: null,
    });
  });

  it('treats blank values as absent', () => {
    expect(loadConfig({ VITE_API_HOST: '  ', VITE_SUPABASE_URL: '' }).aiHost).toBeNull();
  });

  it('refuses the server without Supabase sign-ins, in one line naming the missing variables', () => {
    const because = 'the NyayaPath server accepts only Supabase sign-ins';
    expect(() => loadConfig({ VITE_BACKEND_URL: 'https://api.nyayapath.in', VITE_API_HOST: 'https://api.nyayapath.in' })).toThrow(
      `Invalid configuration: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are required with VITE_BACKEND_URL and VITE_API_HOST: ${because}`,
    );
    expect(() => loadConfig({ VITE_API_HOST: 'https://api.nyayapath.in' })).toThrow(
      `Invalid configuration: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are required with VITE_API_HOST: ${because}`,
    );
  });

  it('switches each port group on its own variables', () => {
    const config = loadConfig({
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'anon-key-that-is-long-enough',
      VITE_API_HOST: 'https://ai.nyayapath.in',
    });
    expect(config.supabase).toEqual({ url: 'https://abc.supabase.co', anonKey: 'anon-key-that-is-long-enough' });
    expect(config.aiHost).toEqual({ url: 'https://ai.nyayapath.in' });
    expect(config.backend).toBeNull();
  });

  it.each([
    [{ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon-key-that-is-long-enough', VITE_API_HOST: 'not a url' }, /VITE_API_HOST/],
    [{ VITE_SUPABASE_URL: 'https://abc.supabase.co' }, /VITE_SUPABASE_ANON_KEY is required/],
    [{ VITE_SUPPORT_EMAIL: 'support' }, /VITE_SUPPORT_EMAIL/],
    [{ VITE_UPI_VPA: 'no-at-sign' }, /VITE_UPI_VPA must look like name@bank/],
    [{ VITE_DEMO_VIDEO_URL: 'http://insecure.example' }, /VITE_DEMO_VIDEO_URL/],
  ])('names the variable that is wrong: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('configures the backend from its address alone and carries no demo password to the browser', () => {
    const config = loadConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon-key-that-is-long-enough', VITE_BACKEND_URL: 'https://api.nyayapath.in', VITE_BACKEND_DEMO_PASSWORD: 'shared-secret' });
    expect(config.backend).toEqual({ url: 'https://api.nyayapath.in' });
    expect(JSON.stringify(config)).not.toContain('shared-secret');
  });
});

describe('the code that ships to browsers', () => {
  const shipped = ['src', 'ui', 'adapters', 'core'];

  function files(folder: string): string[] {
    return readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  }

  it('never reads a demo password variable, so no built chunk can contain one', () => {
    // The build guard runs in vite.config.ts, not in the browser: it names the variable to refuse it.
    const readers = shipped
      .flatMap(files)
      .filter((path) => path !== join('src', 'build-guard.ts'))
      .filter((path) => readFileSync(path, 'utf8').includes('BACKEND_DEMO_PASSWORD'));
    expect(readers).toEqual([]);
  });

  it('is documented without the variable', () => {
    expect(readFileSync('.env.example', 'utf8')).not.toContain('VITE_BACKEND_DEMO_PASSWORD');
  });
});
