/**
 * How large a photo is handed to the text reader. Pure: no browser API, shared by the adapter
 * and the Node benchmark (tests/bench/ocr.bench.test.ts).
 */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The shorter side, in pixels, that a photo is scaled down to. Measured here: a 3080x3126 phone
 * photo read in about 2 s at full size and 1.4 s at 1500 px wide with the same text, and in
 * tests/bench/ocr.bench.test.ts a 3000x3000 photo of a question read right in well under half
 * the default's time. 1500 px across an A4 page is about 180 dpi, where the x-height of 10 pt
 * print is about 12 px, above the 10 px under which Tesseract starts to misread; 1125 px (a
 * 3:4 photo with its longer side at 1500) would be about 9 px.
 */
export const OCR_SHORT_SIDE = 1500;

/**
 * The size to scale an image of `source` size to before OCR, keeping its aspect ratio, or null
 * to leave it as it is. Only an image whose sides both exceed `shortSide` is scaled, down to a
 * shorter side of exactly `shortSide`.
 *
 * The limit is on the shorter side so that the rule does not depend on how the phone was held.
 * A portrait page spans about the shorter side of the frame either way: held upright
 * (3000x4000 becomes 1500x2000) it is 1500 px across; held sideways (4000x3000 becomes
 * 2000x1500) it is 1500 px tall and about 1060 across. Capping the longer side would make those
 * 1125 and 795, capping the width 1500 and 795. The price is more pixels when a few wide lines
 * fill a landscape frame (2000x1500 instead of 1500x1125). A long screenshot (1080x6000) is
 * never scaled: its text is already screen-sized.
 */
export function ocrTargetSize(source: ImageSize, shortSide: number = OCR_SHORT_SIDE): ImageSize | null {
  const { width, height } = source;
  if (!(Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0 && shortSide >= 1)) return null;
  const shorter = Math.min(width, height);
  if (shorter <= shortSide) return null;
  const scale = shortSide / shorter;
  const scaled = (side: number) => (side === shorter ? shortSide : Math.max(shortSide, Math.round(side * scale)));
  return { width: scaled(width), height: scaled(height) };
}
