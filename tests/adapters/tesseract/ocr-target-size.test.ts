import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OCR_SHORT_SIDE, ocrTargetSize } from '../../../adapters/tesseract/ocr-target-size';

describe('ocrTargetSize', () => {
  it('scales the shorter side down to 1500 px, whichever way the phone was held', () => {
    expect(OCR_SHORT_SIDE).toBe(1500);
    expect(ocrTargetSize({ width: 3000, height: 3000 })).toEqual({ width: 1500, height: 1500 });
    expect(ocrTargetSize({ width: 3000, height: 4000 })).toEqual({ width: 1500, height: 2000 });
    expect(ocrTargetSize({ width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500 });
    // The photo measured in the stack notes.
    expect(ocrTargetSize({ width: 3080, height: 3126 })).toEqual({ width: 1500, height: 1522 });
    expect(ocrTargetSize({ width: 1501, height: 1600 })).toEqual({ width: 1500, height: 1599 });
  });

  it('leaves an image alone when its shorter side is 1500 px or less', () => {
    expect(ocrTargetSize({ width: 1500, height: 1500 })).toBeNull();
    expect(ocrTargetSize({ width: 1500, height: 4000 })).toBeNull();
    // A long phone screenshot: its text is already screen-sized.
    expect(ocrTargetSize({ width: 1080, height: 6000 })).toBeNull();
    expect(ocrTargetSize({ width: 660, height: 193 })).toBeNull();
  });

  it('takes another limit', () => {
    expect(ocrTargetSize({ width: 2000, height: 1000 }, 500)).toEqual({ width: 1000, height: 500 });
    expect(ocrTargetSize({ width: 2000, height: 1000 }, 1000)).toBeNull();
  });

  it('leaves sizes it cannot use alone', () => {
    for (const [width, height] of [
      [0, 3000],
      [3000, -1],
      [Number.NaN, 3000],
      [Number.POSITIVE_INFINITY, 3000],
    ] as const) {
      expect(ocrTargetSize({ width, height })).toBeNull();
    }
    expect(ocrTargetSize({ width: 3000, height: 3000 }, 0)).toBeNull();
  });

  it('never enlarges, gives the shorter side exactly the limit and keeps the aspect ratio to within a pixel', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 4000 }), (width, height, limit) => {
        const target = ocrTargetSize({ width, height }, limit);
        if (Math.min(width, height) <= limit) {
          expect(target).toBeNull();
          return;
        }
        expect(target).not.toBeNull();
        const { width: targetWidth, height: targetHeight } = target!;
        expect(Math.min(targetWidth, targetHeight)).toBe(limit);
        expect(targetWidth).toBeLessThanOrEqual(width);
        expect(targetHeight).toBeLessThanOrEqual(height);
        if (width > height) expect(targetWidth).toBeGreaterThanOrEqual(targetHeight);
        if (width < height) expect(targetWidth).toBeLessThanOrEqual(targetHeight);
        const scale = limit / Math.min(width, height);
        expect(Math.abs(targetWidth - width * scale)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(targetHeight - height * scale)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
