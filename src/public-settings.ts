import type { ProductSettings } from '../core/shared/product-settings';

/** The values a public page shows before the configuration is validated, as `loadConfig` defaults them. */
export const DEFAULT_SUPPORT_EMAIL = 'support@nyayapath.in';
export const DEFAULT_UPI_VPA = 'nyayapath@upi';
export const DEFAULT_UPI_PAYEE = 'NyayaPath';

const present = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * What the public pages show, read from Vite's environment without the validation library, so
 * a visitor's first page does not load it. The build validates the same variables with
 * `loadConfig` (and refuses an invalid set), and the browser validates them again when the
 * composition root loads; for a valid environment both give the same settings.
 */
export function publicSettings(env: Readonly<Record<string, unknown>>): ProductSettings {
  return {
    supportEmail: present(env.VITE_SUPPORT_EMAIL) ?? DEFAULT_SUPPORT_EMAIL,
    upiVpa: present(env.VITE_UPI_VPA) ?? DEFAULT_UPI_VPA,
    upiPayee: present(env.VITE_UPI_PAYEE) ?? DEFAULT_UPI_PAYEE,
    demoVideoUrl: present(env.VITE_DEMO_VIDEO_URL),
  };
}

/** A hosted backend (Supabase or the NyayaPath server) is configured: the app then needs the network. */
export function isHosted(env: Readonly<Record<string, unknown>>): boolean {
  return present(env.VITE_SUPABASE_URL) !== null || present(env.VITE_BACKEND_URL) !== null;
}
