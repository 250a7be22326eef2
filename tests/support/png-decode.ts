import { inflateSync } from 'node:zlib';
import { PNG_SIGNATURE } from './png-encode';

/** A decoded image: `channels` bytes per pixel (1 grey, 2 grey and alpha, 3 RGB, 4 RGBA), row by row. */
export interface DecodedImage {
  readonly width: number;
  readonly height: number;
  readonly channels: 1 | 2 | 3 | 4;
  readonly data: Uint8Array;
}

/** Bytes per pixel of the 8-bit PNG colour types this decoder reads: grey, RGB, grey and alpha, RGBA. */
const CHANNELS: Readonly<Record<number, 1 | 2 | 3 | 4>> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/**
 * Decodes an 8-bit, non-interlaced PNG (grey, grey and alpha, RGB or RGBA, any row filter), for
 * Node code that stands in for the browser's image decoder. Throws on anything else (palette,
 * 16-bit, interlaced), so a test never reads a wrong image silently.
 */
export function decodePng(bytes: Uint8Array): DecodedImage {
  if (bytes.length < PNG_SIGNATURE.length || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) {
    throw new Error('decodePng: not a PNG.');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let width = 0;
  let height = 0;
  let channels: 1 | 2 | 3 | 4 | 0 = 0;
  const compressed: Uint8Array[] = [];
  for (let offset = PNG_SIGNATURE.length; offset + 8 <= bytes.length; ) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(offset + 8);
      height = view.getUint32(offset + 12);
      const [bitDepth, colourType, , , interlace] = data.subarray(8, 13);
      channels = CHANNELS[colourType ?? -1] ?? 0;
      if (bitDepth !== 8 || channels === 0 || interlace !== 0) {
        throw new Error(`decodePng: only 8-bit non-interlaced grey or RGB(A) PNGs (bit depth ${bitDepth}, colour type ${colourType}, interlace ${interlace}).`);
      }
    } else if (type === 'IDAT') {
      compressed.push(data);
    } else if (type === 'IEND') {
      break;
    }
    offset += 12 + length;
  }
  if (channels === 0 || width === 0 || height === 0) throw new Error('decodePng: no image header.');

  const stride = width * channels;
  // One output chunk of the expected size: zlib's default 16 kB chunks make a large image slower.
  const raw = inflateSync(Buffer.concat(compressed), { chunkSize: Math.max(64 * 1024, height * (stride + 1)) });
  if (raw.length < height * (stride + 1)) throw new Error('decodePng: image data too short.');
  return { width, height, channels, data: unfilter(raw, height, stride, channels) };
}

/** Undoes the per-row filters (None, Sub, Up, Average, Paeth) into plain rows. */
function unfilter(raw: Uint8Array, height: number, stride: number, channels: number): Uint8Array {
  const pixels = new Uint8Array(height * stride);
  // The row above the first one reads as zeros.
  const zeros = new Uint8Array(stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : zeros;
    switch (filter) {
      case 0:
        row.set(line);
        break;
      case 1:
        for (let x = 0; x < stride; x += 1) row[x] = line[x]! + (x >= channels ? row[x - channels]! : 0);
        break;
      case 2:
        for (let x = 0; x < stride; x += 1) row[x] = line[x]! + above[x]!;
        break;
      case 3:
        for (let x = 0; x < stride; x += 1) row[x] = line[x]! + (((x >= channels ? row[x - channels]! : 0) + above[x]!) >> 1);
        break;
      case 4:
        for (let x = 0; x < stride; x += 1) {
          const left = x >= channels ? row[x - channels]! : 0;
          const upLeft = x >= channels ? above[x - channels]! : 0;
          row[x] = line[x]! + paeth(left, above[x]!, upLeft);
        }
        break;
      default:
        throw new Error(`decodePng: unknown row filter ${filter}.`);
    }
  }
  return pixels;
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/** The image as 4 bytes per pixel (RGBA), as a browser's canvas holds it. */
export function toRgba({ width, height, channels, data: pixels }: DecodedImage): Uint8Array {
  if (channels === 4) return pixels;
  const count = width * height;
  const rgba = new Uint8Array(count * 4);
  for (let index = 0, source = 0; index < count; index += 1, source += channels) {
    const target = index * 4;
    if (channels >= 3) {
      rgba[target] = pixels[source]!;
      rgba[target + 1] = pixels[source + 1]!;
      rgba[target + 2] = pixels[source + 2]!;
      rgba[target + 3] = 255;
    } else {
      const grey = pixels[source]!;
      rgba[target] = grey;
      rgba[target + 1] = grey;
      rgba[target + 2] = grey;
      rgba[target + 3] = channels === 2 ? pixels[source + 1]! : 255;
    }
  }
  return rgba;
}
