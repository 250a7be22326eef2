import jpeg from 'jpeg-js';
import type { Random } from '../../adapters/tutor/generators/random';
import { renderPhoto } from './photo-png';

/**
 * A doubt's text printed on paper and photographed with a phone, as `npm run bench:ocr` and the
 * tuning photo report (tests/eval/doubts/tuning-photos-report.test.ts) both make it: one copy,
 * so that what the report shows is what the benchmark measures.
 */

/** Characters per printed line. */
const WRAP = 58;

/** The question as printed on paper: the rupee sign as 'Rs.' (the test font has no ₹), lines wrapped. */
export function printedLines(text: string): string[] {
  const plain = text.replace(/₹\s?/g, 'Rs. ').replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—−]/g, '-').replace(/×/g, 'x').replace(/[^\x20-\x7E\n]/g, ' ');
  return plain.split('\n').flatMap((line) => {
    const wrapped: string[] = [];
    let current = '';
    for (const word of line.split(/\s+/).filter(Boolean)) {
      if (current && current.length + word.length + 1 > WRAP) {
        wrapped.push(current);
        current = word;
      } else current = current ? `${current} ${word}` : word;
    }
    return current ? [...wrapped, current] : wrapped;
  });
}

/**
 * The printed lines as a phone sends them: 2400 px wide, tilted 0.3-1.5 degrees, soft edges,
 * uneven light, sensor noise, saved as a JPEG at quality 60-80. Draws five numbers from `random`
 * and one more for the quality, in that order, so a run with the same seed gives the same photos.
 */
export function phonePhoto(lines: readonly string[], random: Random): Uint8Array {
  const width = 2400;
  const capHeight = 34;
  const height = Math.ceil((lines.length * 1.9 + 4) * capHeight * 1.6);
  const photo = renderPhoto(lines, {
    width,
    height,
    capHeight,
    tiltDegrees: 0.3 + random.next() * 1.2,
    softness: 1.5 + random.next(),
    shading: 0.6 + random.next() * 0.6,
    noise: 2 + random.next() * 3,
    seed: random.int(1, 1_000_000),
  });
  const rgba = new Uint8Array(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    rgba.set(photo.rgb.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
    rgba[pixel * 4 + 3] = 255;
  }
  return jpeg.encode({ data: rgba, width, height }, random.int(60, 80)).data;
}
