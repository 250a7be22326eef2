import { describe, expect, it } from 'vitest';
import { readImageDimensions } from '../../../core/doubt/image-dimensions';
import { MAX_IMAGE_PIXELS, validateImagePixels } from '../../../core/doubt/doubt.validation';
import { SolveDoubt } from '../../../core/doubt/solve-doubt.use-case';
import type { Ocr } from '../../../core/doubt/ocr.port';
import { DOUBT_MESSAGES } from '../../../core/shared/messages';
import { accessKit } from '../../fakes/access-kit';
import { FakeAiHost } from '../../fakes/fake-ai-host';
import { encodeGreyPng } from '../../support/text-png';

const be32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const le16 = (value: number) => [value & 0xff, (value >>> 8) & 0xff];
const le24 = (value: number) => [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff];
const le32 = (value: number) => [...le16(value & 0xffff), ...le16((value >>> 16) & 0xffff)];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** A PNG's signature and IHDR chunk: all a decoder needs to allocate width x height pixels. */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...be32(13), ...ascii('IHDR'), ...be32(width), ...be32(height), 8, 6, 0, 0, 0, 0, 0, 0, 0]);
}

/** A JPEG whose frame header (SOF) comes after an EXIF segment, as phone photos have it. */
function jpegHeader(width: number, height: number, sof = 0xc2): Uint8Array {
  const exif = [0xff, 0xe1, ...[0x00, 0x10], ...ascii('Exif'), 0, 0, ...new Array<number>(8).fill(0x11)];
  const dqt = [0xff, 0xdb, 0x00, 0x04, 0x00, 0x00];
  const frame = [0xff, sof, 0x00, 0x11, 8, (height >> 8) & 0xff, height & 0xff, (width >> 8) & 0xff, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...exif, 0xff, 0xff, ...dqt, ...frame, 0xff, 0xda, 0x00, 0x02]);
}

const gifHeader = (width: number, height: number) => new Uint8Array([...ascii('GIF89a'), ...le16(width), ...le16(height), 0xf7, 0, 0]);
const bmpHeader = (width: number, height: number) =>
  new Uint8Array([...ascii('BM'), ...le32(1000), 0, 0, 0, 0, ...le32(54), ...le32(40), ...le32(width), ...le32(height), 1, 0, 24, 0]);
const riff = (chunk: string, payload: number[]) => new Uint8Array([...ascii('RIFF'), ...le32(4 + 8 + payload.length), ...ascii('WEBP'), ...ascii(chunk), ...le32(payload.length), ...payload]);
const webpLossy = (width: number, height: number) => riff('VP8 ', [0x9d, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height)]);
const webpLossless = (width: number, height: number) => {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return riff('VP8L', [0x2f, ...le32(bits >>> 0)]);
};
const webpExtended = (width: number, height: number) => riff('VP8X', [0x10, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);

describe('readImageDimensions, from header bytes alone', () => {
  it.each([
    ['PNG', pngHeader(4000, 3000), { width: 4000, height: 3000 }],
    ['progressive JPEG after EXIF', jpegHeader(4032, 3024), { width: 4032, height: 3024 }],
    ['baseline JPEG', jpegHeader(640, 480, 0xc0), { width: 640, height: 480 }],
    ['GIF', gifHeader(320, 200), { width: 320, height: 200 }],
    ['BMP (bottom-up)', bmpHeader(1024, 768), { width: 1024, height: 768 }],
    ['BMP (top-down, negative height)', bmpHeader(1024, -768 >>> 0), { width: 1024, height: 768 }],
    ['lossy WebP', webpLossy(1920, 1080), { width: 1920, height: 1080 }],
    ['lossless WebP', webpLossless(1000, 16000), { width: 1000, height: 16000 }],
    ['extended WebP', webpExtended(16383, 16383), { width: 16383, height: 16383 }],
  ])('reads a %s', (_name, bytes, size) => {
    expect(readImageDimensions(bytes)).toEqual(size);
  });

  it('reads a whole PNG written by an encoder', () => {
    const [width, height] = [1234, 567];
    expect(readImageDimensions(encodeGreyPng(width, height, new Uint8Array(width * height).fill(255)))).toEqual({ width, height });
  });

  it('answers null for what it cannot tell', () => {
    expect(readImageDimensions(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBeNull();
    expect(readImageDimensions(jpegHeader(100, 100).subarray(0, 20))).toBeNull();
    expect(readImageDimensions(new Uint8Array(ascii('%PDF-1.7')))).toBeNull();
    expect(readImageDimensions(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]))).toBeNull();
  });
});

describe('the pixel cap', () => {
  it('admits a 50-megapixel phone photo and refuses anything larger, whatever the format', () => {
    expect(MAX_IMAGE_PIXELS).toBe(50_000_000);
    expect(validateImagePixels(jpegHeader(8160, 6120))).toBeNull();
    expect(validateImagePixels(pngHeader(4000, 3000))).toBeNull();
    for (const bomb of [pngHeader(20000, 20000), jpegHeader(16320, 12240), gifHeader(65535, 65535), bmpHeader(10000, 10000), webpExtended(16383, 16383)]) {
      expect(validateImagePixels(bomb)).toBe(DOUBT_MESSAGES.imageTooManyPixels);
    }
  });

  it('refuses a tiny PNG that declares 20000x20000 before any reading starts', async () => {
    const kit = accessKit();
    const aiHost = new FakeAiHost();
    let read = 0;
    const ocr: Ocr = {
      warmUp: async () => undefined,
      recognize: async () => {
        read += 1;
        return 'text';
      },
    };
    const bomb = new Blob([pngHeader(20000, 20000), new Uint8Array(200)], { type: 'image/png' });
    expect(bomb.size).toBeLessThan(300);
    const result = await new SolveDoubt(kit.gate, ocr, aiHost, kit.clock, kit.logger).execute({ image: bomb, imageDataUrl: 'data:image/png;base64,AAAA' });
    expect(result).toMatchObject({ ok: false, error: { code: 'validation', message: DOUBT_MESSAGES.imageTooManyPixels } });
    expect(read).toBe(0);
    expect(aiHost.doubtRequests).toEqual([]);
    expect(kit.ledger.read(kit.email).aiDoubtSolver).toBe(0);
  });
});
