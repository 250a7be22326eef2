/** The bank's index and a loader a passage, written at build time by scripts/tutor-bank-plugin.mjs. */
declare module 'virtual:tutor-bank' {
  export interface BankIndexEntry {
    readonly id: string;
    readonly section: 'English' | 'GK' | 'Legal' | 'Logical';
    readonly questionCount: number;
    /** Each question's difficulty as its file states it. */
    readonly difficulties: readonly ('easy' | 'medium' | 'hard')[];
  }
  export const BANK_INDEX: readonly BankIndexEntry[];
  /** One passage's module: its section and the set as its bank file holds it. */
  export const BANK_SETS: Readonly<Record<string, () => Promise<{ readonly default: unknown }>>>;
}
