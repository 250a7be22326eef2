import type { Plugin } from 'vite';

export declare const BANK_INDEX_ID: string;
export declare const BANK_CHUNKS: string;
export declare function tutorBankPlugin(): Plugin;
export declare function bankChunkFileNames(chunk: { facadeModuleId: string | null }): string;
