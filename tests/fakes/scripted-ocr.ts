import type { Ocr } from '../../core/doubt/ocr.port';

/** An Ocr that reads whatever text the test sets (or throws the error set), reporting progress 0.5 then 1. */
export class ScriptedOcr implements Ocr {
  text: string | Error = 'What is 20% of 150?';
  warmUps = 0;
  async warmUp() {
    this.warmUps += 1;
  }
  async recognize(_image: Blob, onProgress?: (progress: number) => void) {
    onProgress?.(0.5);
    onProgress?.(1);
    if (this.text instanceof Error) throw this.text;
    return this.text;
  }
}
