export const TARGETS: { score: number; lcpRatio: number; cls: number; tbt: number };
export interface Measured { score: number; fcp: number; lcp: number; tbt: number; cls: number; bytes: number }
export function staticCopy(html: string): string;
export function median(values: readonly number[]): number;
export function misses(app: Measured, copy: Measured): string[];
export function table(rows: readonly { path: string; app: Measured; copy: Measured; misses: string[] }[]): string;
export function writeStaticCopies(outDir: string, routes: ReadonlyArray<{ path: string; file: string }>): Promise<void>;
export function signedInMisses(app: Measured): string[];
export function signedInTable(rows: readonly { path: string; app: Measured; blocking: number; misses: string[] }[]): string;
export function interactionTable(timings: Readonly<Record<string, readonly number[]>>): string;
