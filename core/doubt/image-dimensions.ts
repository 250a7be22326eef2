/**
 * An image's width and height read from its header bytes, without decoding a pixel: what a
 * decoder will allocate. PNG (IHDR), JPEG (the first frame header, SOFn), GIF (logical screen),
 * BMP (DIB header) and WebP (VP8, VP8L, VP8X). Null when the bytes do not say (another format,
 * HEIC or TIFF included, or a header cut short).
 */
export interface ImageDimensions {
  readonly width: number;
  readonly height: number;
}

export function readImageDimensions(bytes: Uint8Array): ImageDimensions | null {
  const size =
    pngDimensions(bytes) ?? jpegDimensions(bytes) ?? gifDimensions(bytes) ?? bmpDimensions(bytes) ?? webpDimensions(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

function pngDimensions(bytes: Uint8Array): ImageDimensions | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || !signature.every((byte, index) => bytes[index] === byte) || !asciiAt(bytes, 12, 'IHDR')) return null;
  return { width: be32(bytes, 16), height: be32(bytes, 20) };
}

/** Frame headers: SOF0 to SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range. */
function isFrameHeader(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Fill bytes before a marker, and markers that carry no length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    // Start of scan or end of image before any frame header: nothing to tell.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = be16(bytes, offset + 2);
    if (length < 2) return null;
    if (isFrameHeader(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { width: be16(bytes, offset + 7), height: be16(bytes, offset + 5) };
    }
    offset += 2 + length;
  }
  return null;
}

function gifDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 10 || !(asciiAt(bytes, 0, 'GIF87a') || asciiAt(bytes, 0, 'GIF89a'))) return null;
  return { width: le16(bytes, 6), height: le16(bytes, 8) };
}

function bmpDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 26 || !asciiAt(bytes, 0, 'BM')) return null;
  const dibSize = le32(bytes, 14);
  // The old OS/2 header has 16-bit sides; every later one 32-bit, a negative height meaning top-down.
  if (dibSize === 12) return { width: le16(bytes, 18), height: le16(bytes, 20) };
  return { width: Math.abs(le32(bytes, 18) | 0), height: Math.abs(le32(bytes, 22) | 0) };
}

function webpDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (!asciiAt(bytes, 0, 'RIFF') || !asciiAt(bytes, 8, 'WEBP')) return null;
  if (asciiAt(bytes, 12, 'VP8L')) {
    if (bytes.length < 25 || bytes[20] !== 0x2f) return null;
    const bits = le32(bytes, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (bytes.length < 30) return null;
  if (asciiAt(bytes, 12, 'VP8 ')) {
    // Lossy: a 3-byte frame tag, the start code 9D 01 2A, then 14-bit sides.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { width: le16(bytes, 26) & 0x3fff, height: le16(bytes, 28) & 0x3fff };
  }
  if (asciiAt(bytes, 12, 'VP8X')) return { width: le24(bytes, 24) + 1, height: le24(bytes, 27) + 1 };
  return null;
}

function asciiAt(bytes: Uint8Array, offset: number, text: string): boolean {
  return bytes.length >= offset + text.length && [...text].every((char, index) => bytes[offset + index] === char.charCodeAt(0));
}

const at = (bytes: Uint8Array, offset: number) => bytes[offset] ?? 0;
const be16 = (bytes: Uint8Array, offset: number) => (at(bytes, offset) << 8) | at(bytes, offset + 1);
const be32 = (bytes: Uint8Array, offset: number) => ((at(bytes, offset) << 24) | (at(bytes, offset + 1) << 16) | be16(bytes, offset + 2)) >>> 0;
const le16 = (bytes: Uint8Array, offset: number) => at(bytes, offset) | (at(bytes, offset + 1) << 8);
const le24 = (bytes: Uint8Array, offset: number) => le16(bytes, offset) | (at(bytes, offset + 2) << 16);
const le32 = (bytes: Uint8Array, offset: number) => (le24(bytes, offset) | (at(bytes, offset + 3) << 24)) >>> 0;
