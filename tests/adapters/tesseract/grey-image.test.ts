import { describe, expect, it } from 'vitest';
import { encodePgm, flattenPaper, photoPgm, toGrey } from '../../../adapters/tesseract/grey-image';

/** A page of `width` x `height` lit from 240 at the top left down to 170 at the bottom right, with noise, and ink where `ink` says. */
function photographedPage(width: number, height: number, ink: (x: number, y: number) => boolean): Uint8Array {
  let state = 7;
  const noise = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return (state / 2 ** 31 - 0.5) * 12;
  };
  const grey = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const light = 240 - 70 * ((x / width + y / height) / 2);
      grey[y * width + x] = Math.round((ink(x, y) ? 30 : light) + noise());
    }
  }
  return grey;
}

const share = (values: Uint8Array, test: (value: number) => boolean) => values.filter(test).length / values.length;

describe('toGrey', () => {
  it('weighs red, green and blue as luma does', () => {
    const rgb = Uint8Array.of(255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 120, 120, 120);

    expect([...toGrey(rgb, 3)]).toEqual([77, 149, 29, 255, 0, 120]);
  });

  it('puts transparent pixels on white paper, so they do not read as black', () => {
    const rgba = Uint8Array.of(0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 0, 128, 255, 0, 0, 255);

    expect([...toGrey(rgba, 4)]).toEqual([255, 0, 127, 77]);
    expect([...toGrey(Uint8Array.of(0, 0, 40, 255), 2)]).toEqual([255, 40]);
    expect([...toGrey(Uint8Array.of(9, 200), 1)]).toEqual([9, 200]);
  });

  it('reads a canvas Uint8ClampedArray', () => {
    expect([...toGrey(Uint8ClampedArray.of(10, 10, 10, 255), 4)]).toEqual([10]);
  });
});

describe('encodePgm', () => {
  it('writes a binary PGM header and the grey bytes', () => {
    const file = encodePgm(3, 2, Uint8Array.of(0, 1, 2, 3, 4, 255));

    const header = new TextEncoder().encode('P5\n3 2\n255\n');
    expect([...file.subarray(0, header.length)]).toEqual([...header]);
    expect([...file.subarray(header.length)]).toEqual([0, 1, 2, 3, 4, 255]);
  });

  it('refuses bytes that do not fill the image', () => {
    expect(() => encodePgm(3, 2, new Uint8Array(5))).toThrow(RangeError);
    expect(() => encodePgm(0, 0, new Uint8Array(0))).toThrow(RangeError);
  });
});

describe('flattenPaper', () => {
  it('makes unevenly lit, noisy paper plain white and keeps the ink dark', () => {
    const [width, height] = [600, 400];
    const text = (x: number, y: number) => y % 50 >= 20 && y % 50 < 32 && x % 40 < 22;
    const grey = photographedPage(width, height, text);

    flattenPaper(grey, width, height);

    const paper = grey.filter((_, index) => !text(index % width, Math.floor(index / width)));
    const ink = grey.filter((_, index) => text(index % width, Math.floor(index / width)));
    expect(share(paper, (value) => value === 255)).toBeGreaterThan(0.99);
    expect(share(ink, (value) => value < 70)).toBe(1);
  });

  it('keeps a stroke up to two tiles wide dark, as in a bold heading', () => {
    const [width, height] = [1500, 1500];
    // Tiles are 1500 / 48 = 31 px; the bar is 60 px wide and tall.
    const bar = (x: number, y: number) => x >= 700 && x < 760 && y >= 200 && y < 260;
    const grey = photographedPage(width, height, bar);

    flattenPaper(grey, width, height);

    const inside = grey.filter((_, index) => bar(index % width, Math.floor(index / width)));
    expect(share(inside, (value) => value < 70)).toBe(1);
  });

  it('leaves a mostly dark page (light text on a dark screen) as it is', () => {
    const grey = new Uint8Array(200 * 100).map((_, index) => (index % 7 === 0 ? 230 : 20));
    const before = grey.slice();

    flattenPaper(grey, 200, 100);

    expect(grey).toEqual(before);
  });

  it('refuses a size that does not match the pixels', () => {
    expect(() => flattenPaper(new Uint8Array(10), 3, 3)).toThrow(RangeError);
  });
});

describe('photoPgm', () => {
  it('is the flattened pixels as a PGM file', () => {
    const grey = photographedPage(120, 80, (x) => x > 50 && x < 60);
    const flattened = grey.slice();
    flattenPaper(flattened, 120, 80);

    expect(photoPgm(grey, 120, 80)).toEqual(encodePgm(120, 80, flattened));
  });
});
