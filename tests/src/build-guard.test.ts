import type { ConfigEnv, UserConfig } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRefusal } from '../../src/build-guard';
import viteConfig from '../../vite.config';

describe('the production build guard', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('refuses Supabase accounts without the NyayaPath server, in one line saying why', () => {
    const refusal = buildRefusal({ VITE_SUPABASE_URL: 'https://abcd.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon-key-of-twenty-chars' });
    expect(refusal).toBe(
      'NyayaPath: VITE_SUPABASE_URL is set without VITE_BACKEND_URL; payments would be approved in the browser. Set VITE_BACKEND_URL to the NyayaPath server.',
    );
    expect(buildRefusal({ VITE_SUPABASE_URL: 'https://abcd.supabase.co', VITE_BACKEND_URL: '   ' })).toBe(refusal);
  });

  it('builds local mode, and Supabase with the server', () => {
    expect(buildRefusal({})).toBeNull();
    expect(buildRefusal({ VITE_BACKEND_URL: 'https://api.nyayapath.in' })).toBeNull();
    expect(buildRefusal({ VITE_SUPABASE_URL: 'https://abcd.supabase.co', VITE_BACKEND_URL: 'https://api.nyayapath.in' })).toBeNull();
  });

  it('stops `vite build` from the environment, and leaves the dev server alone', () => {
    const config = viteConfig as (env: ConfigEnv) => UserConfig;
    vi.stubEnv('VITE_SUPABASE_URL', 'https://abcd.supabase.co');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon-key-of-twenty-chars');
    vi.stubEnv('VITE_BACKEND_URL', '');
    expect(() => config({ command: 'build', mode: 'production' })).toThrow(/^NyayaPath: VITE_SUPABASE_URL is set without VITE_BACKEND_URL/);
    expect(config({ command: 'serve', mode: 'development' }).plugins).toBeDefined();
    vi.stubEnv('VITE_BACKEND_URL', 'https://api.nyayapath.in');
    expect(config({ command: 'build', mode: 'production' }).build?.target).toBe('es2022');
  });

  it('stops the dev server and the build when the server is set without Supabase sign-ins', () => {
    const config = viteConfig as (env: ConfigEnv) => UserConfig;
    vi.stubEnv('VITE_SUPABASE_URL', '');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', '');
    vi.stubEnv('VITE_BACKEND_URL', 'http://127.0.0.1:8787');
    vi.stubEnv('VITE_API_HOST', 'http://127.0.0.1:8787');
    for (const command of ['serve', 'build'] as const) {
      expect(() => config({ command, mode: 'development' })).toThrow(/^Invalid configuration: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are required with VITE_BACKEND_URL and VITE_API_HOST/);
    }
  });

  it('refuses a local-mode build with a real payee: its payments would be approved in the visitor\'s own browser', () => {
    expect(buildRefusal({ VITE_UPI_VPA: 'nyayapath@okaxis' })).toBe(
      'NyayaPath: VITE_UPI_VPA is set without VITE_BACKEND_URL; real payments to that payee would be approved in each visitor\'s own browser. Set VITE_BACKEND_URL (with Supabase), or leave VITE_UPI_VPA unset for a demo.',
    );
    expect(buildRefusal({ VITE_UPI_VPA: '  ' })).toBeNull();
    expect(buildRefusal({ VITE_UPI_PAYEE: 'NyayaPath' })).toBeNull();
    expect(buildRefusal({ VITE_UPI_VPA: 'nyayapath@okaxis', VITE_SUPABASE_URL: 'https://abcd.supabase.co', VITE_BACKEND_URL: 'https://api.nyayapath.in' })).toBeNull();
  });

  it('refuses a build that would ship a demo password to every browser', () => {
    expect(buildRefusal({ VITE_BACKEND_URL: 'https://api.nyayapath.in', VITE_BACKEND_DEMO_PASSWORD: 'shared-secret' })).toMatch(
      /^NyayaPath: VITE_BACKEND_DEMO_PASSWORD is set/,
    );
  });
});
