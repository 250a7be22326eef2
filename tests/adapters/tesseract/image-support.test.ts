import { describe, expect, it } from 'vitest';
import { shrinkForOcr } from '../../../adapters/tesseract/shrink-image';
import { downscaleArea } from '../../support/area-scale';
import { fakeImageEnvironment } from '../../support/fake-image-environment';
import { shrinkPngForOcr } from '../../support/node-ocr-input';
import { decodePng, toRgba } from '../../support/png-decode';
import { assemblePng, encodePng, type PngChannels } from '../../support/png-encode';
import { renderPhoto, renderPhotoPng } from '../../support/photo-png';
import { encodeGreyPng } from '../../support/text-png';

// The Node stand-ins that the OCR tests and benchmark lean on: they must be right for the
// measurements to mean anything.

/** Rows filtered with PNG filter `filter` (0 none, 1 sub, 2 up, 3 average, 4 Paeth), each after its type byte. */
function filteredScanlines(pixels: Uint8Array, width: number, height: number, channels: number, filterOf: (y: number) => number): Uint8Array {
  const stride = width * channels;
  const out = new Uint8Array(height * (stride + 1));
  const at = (x: number, y: number) => (x < 0 || y < 0 ? 0 : pixels[y * stride + x]!);
  for (let y = 0; y < height; y += 1) {
    const filter = filterOf(y);
    out[y * (stride + 1)] = filter;
    for (let x = 0; x < stride; x += 1) {
      const [left, up, upLeft] = [at(x - channels, y), at(x, y - 1), at(x - channels, y - 1)];
      const estimate = left + up - upLeft;
      const paeth =
        Math.abs(estimate - left) <= Math.abs(estimate - up) && Math.abs(estimate - left) <= Math.abs(estimate - upLeft)
          ? left
          : Math.abs(estimate - up) <= Math.abs(estimate - upLeft)
            ? up
            : upLeft;
      const predicted = [0, left, up, (left + up) >> 1, paeth][filter]!;
      out[y * (stride + 1) + 1 + x] = (at(x, y) - predicted) & 0xff;
    }
  }
  return out;
}

const randomBytes = (length: number, seed: number) => {
  let state = seed;
  return Uint8Array.from({ length }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state >> 23;
  });
};

describe('decodePng', () => {
  it.each([1, 2, 3, 4] as PngChannels[])('reads back what encodePng wrote, %i bytes per pixel', (channels) => {
    const pixels = randomBytes(7 * 5 * channels, channels);

    expect(decodePng(encodePng(7, 5, pixels, channels))).toEqual({ width: 7, height: 5, channels, data: pixels });
  });

  it('undoes every row filter', () => {
    const [width, height, channels] = [9, 10, 3 as const];
    const pixels = randomBytes(width * height * channels, 42);
    const png = assemblePng(width, height, channels, filteredScanlines(pixels, width, height, channels, (y) => y % 5));

    expect(decodePng(png).data).toEqual(pixels);
  });

  it('reads the pixel font PNGs, and gives RGBA as a canvas holds it', () => {
    const decoded = decodePng(encodeGreyPng(2, 1, Uint8Array.of(0, 200)));

    expect(decoded).toMatchObject({ width: 2, height: 1, channels: 1 });
    expect([...toRgba(decoded)]).toEqual([0, 0, 0, 255, 200, 200, 200, 255]);
    expect([...toRgba(decodePng(encodePng(1, 1, Uint8Array.of(9, 8, 7), 3)))]).toEqual([9, 8, 7, 255]);
    expect([...toRgba(decodePng(encodePng(1, 1, Uint8Array.of(9, 100), 2)))]).toEqual([9, 9, 9, 100]);
  });

  it('refuses what it cannot read rather than read it wrong', () => {
    expect(() => decodePng(Uint8Array.of(1, 2, 3))).toThrow(/not a PNG/);
    const sixteenBit = encodePng(1, 1, Uint8Array.of(0), 1);
    sixteenBit[8 + 8 + 8] = 16; // the IHDR bit depth (the checksum is not checked)
    expect(() => decodePng(sixteenBit)).toThrow(/8-bit/);
  });
});

describe('downscaleArea', () => {
  it('averages the area each target pixel covers', () => {
    const grey = Uint8Array.of(0, 100, 200, 255, 10, 30, 0, 1, 5, 5, 5, 5, 5, 5, 5, 5);

    expect([...downscaleArea(grey, 4, 4, 1, 2, 2)]).toEqual([35, 114, 5, 5]);
    // 3 to 2: the middle pixel is shared half and half.
    expect([...downscaleArea(Uint8Array.of(0, 90, 180), 3, 1, 1, 2, 1)]).toEqual([30, 150]);
    expect([...downscaleArea(Uint8Array.of(10, 20, 30, 40, 50, 60), 2, 1, 3, 1, 1)]).toEqual([25, 35, 45]);
    expect([...downscaleArea(Uint8Array.of(1, 2), 2, 1, 1, 2, 1)]).toEqual([1, 2]);
  });

  it('only scales down', () => {
    expect(() => downscaleArea(new Uint8Array(4), 2, 2, 1, 3, 2)).toThrow(/only scales down/);
    expect(() => downscaleArea(new Uint8Array(3), 2, 2, 1, 1, 1)).toThrow(/expected 4/);
  });
});

describe('renderPhoto', () => {
  it('draws dark text on lighter paper, the same for the same seed', () => {
    const photo = renderPhoto(['20%'], { width: 300, height: 120 });
    const grey = Array.from({ length: photo.width * photo.height }, (_, index) => photo.rgb[index * 3 + 1]!);

    expect(grey.filter((value) => value < 80).length).toBeGreaterThan(500);
    expect(grey.filter((value) => value > 180).length / grey.length).toBeGreaterThan(0.7);
    expect(renderPhoto(['20%'], { width: 300, height: 120 }).rgb).toEqual(photo.rgb);
  });

  it('says which character its font lacks', () => {
    expect(() => renderPhoto(['₹'], { width: 100, height: 100 })).toThrow(/no glyph for "₹"/);
  });
});

describe('shrinkPngForOcr', () => {
  it('gives the same image as the browser path does with a canvas', async () => {
    const png = renderPhotoPng(['What is 20% of 150?'], { width: 1800, height: 1700 });

    const node = shrinkPngForOcr(png)!;
    const browser = (await shrinkForOcr(new Blob([png as Uint8Array<ArrayBuffer>]), fakeImageEnvironment()))!;

    expect(node.length).toBe(browser.length);
    expect(new TextDecoder().decode(node.subarray(0, 16))).toBe('P5\n1588 1500\n255');
    // Grey then scale (Node) and scale then grey (canvas) differ only by rounding.
    let difference = 0;
    for (let index = 16; index < node.length; index += 1) difference += Math.abs(node[index]! - browser[index]!);
    expect(difference / (node.length - 16)).toBeLessThan(1);
  });

  it('leaves a small image to be read as it is', () => {
    expect(shrinkPngForOcr(encodeGreyPng(10, 10, new Uint8Array(100)))).toBeNull();
  });
});
