/**
 * Why a production build must not be made with this environment, or null when it may. With
 * Supabase accounts but no NyayaPath server, payments would be kept, and approved at /admin,
 * in each student's own browser: real money must never be approved there (nor paid to a real
 * payee shown by a local-mode build).
 */
export function buildRefusal(env: Readonly<Record<string, string | undefined>>): string | null {
  const set = (name: string) => (env[name] ?? '').trim() !== '';
  if (set('VITE_SUPABASE_URL') && !set('VITE_BACKEND_URL')) {
    return 'NyayaPath: VITE_SUPABASE_URL is set without VITE_BACKEND_URL; payments would be approved in the browser. Set VITE_BACKEND_URL to the NyayaPath server.';
  }
  // Local mode approves payments at its own /admin, in the visitor's browser: a demo's QR code
  // may show the default payee, never a real one.
  if (set('VITE_UPI_VPA') && !set('VITE_BACKEND_URL')) {
    return "NyayaPath: VITE_UPI_VPA is set without VITE_BACKEND_URL; real payments to that payee would be approved in each visitor's own browser. Set VITE_BACKEND_URL (with Supabase), or leave VITE_UPI_VPA unset for a demo.";
  }
  // Vite inlines every VITE_ variable it is given into the bundle, read or not.
  if (set('VITE_BACKEND_DEMO_PASSWORD')) {
    return 'NyayaPath: VITE_BACKEND_DEMO_PASSWORD is set; every VITE_ variable ships to every browser and the server needs no demo password. Remove it.';
  }
  return null;
}
