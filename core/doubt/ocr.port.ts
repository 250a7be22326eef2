/** Reads the text of a photographed question, in the browser. */
export const Ocr = Symbol('Ocr');
export interface Ocr {
  /** Starts the engine ahead of use; safe to call more than once. */
  warmUp(): Promise<void>;
  /** `onProgress` receives 0 to 1. Resolves with the recognised text, possibly empty. */
  recognize(image: Blob, onProgress?: (progress: number) => void): Promise<string>;
}
