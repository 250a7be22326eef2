export const PUBLIC_ROUTES: ReadonlyArray<{ readonly path: string; readonly file: string; readonly page: string; readonly alone: boolean }>;
export const APP_SHELL: string;
export const CLIENT_ROUTES: readonly string[];
