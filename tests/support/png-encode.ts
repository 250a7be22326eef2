import { deflateSync } from 'node:zlib';

/** The eight bytes every PNG file starts with. */
export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** Bytes per pixel: 1 grey, 2 grey and alpha, 3 RGB, 4 RGBA. */
export type PngChannels = 1 | 2 | 3 | 4;
/** PNG colour types by bytes per pixel. */
const COLOUR_TYPES: Readonly<Record<PngChannels, number>> = { 1: 0, 2: 4, 3: 2, 4: 6 };

/**
 * An 8-bit PNG of `pixels`, `channels` bytes per pixel, row by row, without row filters (as
 * text-png.ts's encodeGreyPng, for any colour type). `level` is zlib's compression level: 1 is
 * quick, for large noisy photos that do not compress anyway.
 */
export function encodePng(width: number, height: number, pixels: Uint8Array, channels: PngChannels, level = 6): Uint8Array {
  const stride = width * channels;
  if (pixels.length !== stride * height) throw new Error(`encodePng: expected ${stride * height} bytes, got ${pixels.length}.`);
  // Each scanline starts with its filter type; 0 means the bytes are stored as they are.
  const scanlines = new Uint8Array(height * (stride + 1));
  for (let y = 0; y < height; y += 1) {
    scanlines.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return assemblePng(width, height, channels, scanlines, level);
}

/**
 * A PNG file around `scanlines`: each row of the image preceded by its filter type byte, already
 * filtered. encodePng uses filter 0 (none); tests of a decoder can pass rows with other filters.
 */
export function assemblePng(width: number, height: number, channels: PngChannels, scanlines: Uint8Array, level = 6): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, COLOUR_TYPES[channels], 0, 0, 0], 8); // bit depth 8, colour type, deflate, adaptive filtering, no interlace

  return concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(scanlines, { level })), chunk('IEND', new Uint8Array(0))]);
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typeAndData = concat([new TextEncoder().encode(type), data]);
  const bytes = new Uint8Array(4 + typeAndData.length + 4);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  bytes.set(typeAndData, 4);
  view.setUint32(4 + typeAndData.length, crc32(typeAndData));
  return bytes;
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let index = 0; index < bytes.length; index += 1) crc = CRC_TABLE[(crc ^ bytes[index]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const result = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}
