/** Per-user storage on this device, keyed by the e-mail as the specification describes. */
export type UserDataKind = 'usage' | 'status' | 'dashboard' | 'diagnostic-progress' | 'mock-on-screen';

export function userStorageKey(kind: UserDataKind, email: string): string {
  return `nyayapath.${kind}.${email.trim().toLowerCase()}`;
}
