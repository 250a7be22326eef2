import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { productSettings } from '../../src/product-settings';
import { isHosted, publicSettings } from '../../src/public-settings';

const blank = fc.constantFrom(undefined, '', '   ');

describe('publicSettings', () => {
  it('gives the public pages the same settings loadConfig gives the container, for any valid environment', { timeout: 0 }, () => {
    fc.assert(
      fc.property(
        fc.record({
          VITE_SUPPORT_EMAIL: fc.oneof(blank, fc.constantFrom('help@nyayapath.in', 'desk@example.org')),
          VITE_UPI_VPA: fc.oneof(blank, fc.constantFrom('nyayapath@okaxis', 'pay.desk@ybl')),
          VITE_UPI_PAYEE: fc.oneof(blank, fc.constantFrom('NyayaPath', 'NyayaPath Learning')),
          VITE_DEMO_VIDEO_URL: fc.oneof(blank, fc.constantFrom('https://www.youtube-nocookie.com/embed/abc', 'https://video.example/x')),
        }),
        (env) => {
          expect(publicSettings(env)).toEqual(productSettings(loadConfig(env)));
        },
      ),
    );
  });
});

describe('isHosted', () => {
  it('is true when Supabase or the NyayaPath server is configured, blank values being absent', () => {
    expect(isHosted({})).toBe(false);
    expect(isHosted({ VITE_SUPABASE_URL: '  ', VITE_BACKEND_URL: '' })).toBe(false);
    expect(isHosted({ VITE_API_HOST: 'https://ai.example' })).toBe(false);
    expect(isHosted({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toBe(true);
    expect(isHosted({ VITE_BACKEND_URL: 'https://api.nyayapath.in' })).toBe(true);
  });
});
