import { describe, expect, it } from 'vitest';
import { buildRefusal } from '../../vite.config';

describe('the production build guard', () => {
  it('refuses Supabase accounts without the NyayaPath server, in one line saying why', () => {
    const refusal = buildRefusal({ VITE_SUPABASE_URL: 'https://abcd.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon-key-of-twenty-chars' });
    expect(refusal).toMatch(/VITE_SUPABASE_URL is set without VITE_BACKEND_URL; payments would be approved in the browser/);
    expect(refusal).not.toContain('\n');
    expect(buildRefusal({ VITE_SUPABASE_URL: 'https://abcd.supabase.co', VITE_BACKEND_URL: '   ' })).not.toBeNull();
  });

  it('builds local mode, and Supabase with the server', () => {
    expect(buildRefusal({})).toBeNull();
    expect(buildRefusal({ VITE_BACKEND_URL: 'https://api.nyayapath.in' })).toBeNull();
    expect(buildRefusal({ VITE_SUPABASE_URL: 'https://abcd.supabase.co', VITE_BACKEND_URL: 'https://api.nyayapath.in' })).toBeNull();
  });
});
