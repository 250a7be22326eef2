import { describe, expect, it } from 'vitest';
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
    [{ VITE_API_HOST: 'not a url' }, /VITE_API_HOST/],
    [{ VITE_SUPABASE_URL: 'https://abc.supabase.co' }, /VITE_SUPABASE_ANON_KEY is required/],
    [{ VITE_BACKEND_URL: 'https://api.nyayapath.in' }, /VITE_BACKEND_DEMO_PASSWORD is required/],
    [{ VITE_SUPPORT_EMAIL: 'support' }, /VITE_SUPPORT_EMAIL/],
    [{ VITE_UPI_VPA: 'no-at-sign' }, /VITE_UPI_VPA must look like name@bank/],
    [{ VITE_DEMO_VIDEO_URL: 'http://insecure.example' }, /VITE_DEMO_VIDEO_URL/],
  ])('names the variable that is wrong: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
