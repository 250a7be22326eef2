export const REFRESH_TICK_MS = 30_000;
export const REFRESH_MARGIN_TICKS = 3;

export function needsRefresh(expiresAt: number, now: number): boolean {
  return expiresAt - now <= REFRESH_TICK_MS * REFRESH_MARGIN_TICKS;
}

export function demoUsername(email: string): string {
  return localPart(email);
}

export function displayName(fullName: string | null | undefined, email: string): string {
  const name = fullName?.trim() ?? '';
  return name === '' ? localPart(email) : name;
}

function localPart(email: string): string {
  return email.trim().split('@')[0] ?? '';
}
