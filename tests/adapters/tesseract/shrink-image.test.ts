import { describe, expect, it, vi } from 'vitest';
import type { ImageEnvironment } from '../../../adapters/tesseract/shrink-image';
import { shrinkForOcr } from '../../../adapters/tesseract/shrink-image';
import { FakeCanvas, fakeCreateImageBitmap, fakeImageEnvironment } from '../../support/fake-image-environment';
import { encodePng } from '../../support/png-encode';
import { renderPhotoPng } from '../../support/photo-png';
import { renderTextPng } from '../../support/text-png';

const blob = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' });

/** The header and pixels of a binary PGM file. */
function readPgm(file: Uint8Array): { width: number; height: number; grey: Uint8Array } {
  const header = /^P5\n(\d+) (\d+)\n255\n/.exec(new TextDecoder('latin1').decode(file.subarray(0, 32)));
  if (!header) throw new Error('not a PGM');
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { width, height, grey: file.subarray(header[0].length) };
}

/** A 2000x1600 photo of a question: shorter side above 1500, so it is scaled to 1875x1500. */
const PHOTO = renderPhotoPng(['What is 20% of 150?'], { width: 2000, height: 1600 });

describe('shrinkForOcr', () => {
  it('decodes a large photo, scales it to a 1500 px shorter side and hands back flattened grey PGM', async () => {
    const environment = fakeImageEnvironment();

    const file = await shrinkForOcr(blob(PHOTO), environment);

    const { width, height, grey } = readPgm(file!);
    expect([width, height]).toEqual([1875, 1500]);
    expect(grey).toHaveLength(1875 * 1500);
    // Plain white paper and dark ink.
    expect(grey.filter((value) => value === 255).length / grey.length).toBeGreaterThan(0.9);
    expect(grey.reduce((darkest, value) => Math.min(darkest, value), 255)).toBeLessThan(80);
    expect(environment.createImageBitmap.bitmaps.every((bitmap) => bitmap.closed)).toBe(true);
  });

  it('draws on a DOM canvas where OffscreenCanvas is missing, and gives its memory back', async () => {
    const canvases: FakeCanvas[] = [];
    const createElement = vi.fn((_tagName: 'canvas') => {
      const canvas = new FakeCanvas(300, 150);
      canvases.push(canvas);
      return canvas;
    });

    const file = await shrinkForOcr(blob(PHOTO), { createImageBitmap: fakeCreateImageBitmap(), document: { createElement } });

    expect(readPgm(file!)).toMatchObject({ width: 1875, height: 1500 });
    expect(createElement).toHaveBeenCalledWith('canvas');
    expect(canvases.map(({ width, height }) => [width, height])).toEqual([[0, 0]]);
  });

  it('puts a transparent image on white paper', async () => {
    // 1600x1600, transparent except a black square: transparent must not read as black.
    const size = 1600;
    const rgba = new Uint8Array(size * size * 4);
    for (let y = 700; y < 900; y += 1) for (let x = 700; x < 900; x += 1) rgba[(y * size + x) * 4 + 3] = 255;

    const { grey } = readPgm((await shrinkForOcr(blob(encodePng(size, size, rgba, 4)), fakeImageEnvironment()))!);

    expect(grey[0]).toBe(255);
    expect(grey[750 * 1500 + 750]).toBe(0);
  });

  it('hands back nothing for an image small enough to read as it is, and closes its bitmap', async () => {
    const environment = fakeImageEnvironment();

    expect(await shrinkForOcr(blob(renderTextPng(['What is 20% of 150?'])), environment)).toBeNull();
    expect(environment.createImageBitmap.bitmaps).toHaveLength(1);
    expect(environment.createImageBitmap.bitmaps[0]!.closed).toBe(true);
  });

  it('hands back nothing where the browser cannot help: no decoder, no canvas, an undecodable file, no 2d context, a failed draw', async () => {
    const image = blob(PHOTO);
    const noContext = class extends FakeCanvas {
      override getContext(): null {
        return null;
      }
    };
    const failingDraw = class extends FakeCanvas {
      constructor(width: number, height: number) {
        super(width, height);
        const context = super.getContext('2d')!;
        context.drawImage = () => {
          throw new DOMException('The canvas is too large.', 'InvalidStateError');
        };
      }
    };
    const environments: ImageEnvironment[] = [
      {},
      { OffscreenCanvas: FakeCanvas },
      { createImageBitmap: fakeCreateImageBitmap() },
      { createImageBitmap: () => Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError')), OffscreenCanvas: FakeCanvas },
      { createImageBitmap: fakeCreateImageBitmap(), OffscreenCanvas: noContext },
      { createImageBitmap: fakeCreateImageBitmap(), OffscreenCanvas: failingDraw },
    ];

    for (const environment of environments) expect(await shrinkForOcr(image, environment)).toBeNull();
  });

  it('uses the browser globals by default, and there are none in Node', async () => {
    expect(await shrinkForOcr(blob(PHOTO))).toBeNull();
  });
});
