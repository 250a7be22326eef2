import { DOUBT_MESSAGES } from '../shared/messages';
import { readImageDimensions } from './image-dimensions';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * The most pixels a photo may have. 5 MB of compressed bytes can declare far more pixels than a
 * phone can hold once decoded (a 300-byte PNG can claim 20000x20000, 1.6 GB as RGBA). 50 MP
 * admits the full-resolution mode of every 48 and 50 MP phone camera (8160x6120 is 49.9 MP);
 * decoded, that is at most 200 MB for a moment before it is scaled to 1500 px for reading.
 * Beyond it lie only 108 and 200 MP modes, whose photos rarely fit in 5 MB, and forged headers.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** A typed question: long enough for a whole caselet, short enough for one request. */
export const MAX_TYPED_QUESTION_CHARS = 4_000;

export function validateTypedQuestion(text: string): string | null {
  const length = text.trim().length;
  if (length === 0) return DOUBT_MESSAGES.typeQuestion;
  return length > MAX_TYPED_QUESTION_CHARS ? DOUBT_MESSAGES.questionTooLong : null;
}

export function validateImageSize(bytes: number): string | null {
  return bytes > MAX_IMAGE_BYTES ? DOUBT_MESSAGES.imageTooLarge : null;
}

/**
 * The image's MIME type from its first bytes, or null when it is not an image. Magic bytes
 * rather than the browser's `type`, which is empty for HEIC photos on many systems.
 */
export function detectImageType(header: Uint8Array): string | null {
  if (startsWith(header, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(header, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (asciiAt(header, 0, 'GIF87a') || asciiAt(header, 0, 'GIF89a')) return 'image/gif';
  if (asciiAt(header, 0, 'RIFF') && asciiAt(header, 8, 'WEBP')) return 'image/webp';
  if (isBmp(header)) return 'image/bmp';
  if (startsWith(header, [0x49, 0x49, 0x2a, 0x00]) || startsWith(header, [0x4d, 0x4d, 0x00, 0x2a])) return 'image/tiff';
  return isoBmffImageType(header);
}

/**
 * Spec §5: any image type is accepted. A file is refused only when neither its bytes nor the
 * browser call it an image (a PDF or a note chosen by mistake); an image type the browser cannot
 * draw then ends in the spec's 'OCR Error'.
 */
export function validateImageBytes(size: number, header: Uint8Array, declaredType = ''): string | null {
  const image = detectImageType(header) !== null || declaredType.toLowerCase().startsWith('image/');
  return validateImageSize(size) ?? (image ? null : DOUBT_MESSAGES.notAnImage);
}

/**
 * Refuses an image whose header declares more than MAX_IMAGE_PIXELS, read from its bytes before
 * anything decodes it. An image whose header says nothing is left to the decoder.
 */
export function validateImagePixels(bytes: Uint8Array): string | null {
  const size = readImageDimensions(bytes);
  return size && size.width * size.height > MAX_IMAGE_PIXELS ? DOUBT_MESSAGES.imageTooManyPixels : null;
}

export function stripDataUrlPrefix(dataUrl: string): string {
  return dataUrl.replace(/^data:[^,]*;base64,/i, '');
}

function startsWith(header: Uint8Array, bytes: readonly number[]): boolean {
  return header.length >= bytes.length && bytes.every((byte, index) => header[index] === byte);
}

function asciiAt(header: Uint8Array, offset: number, text: string): boolean {
  if (header.length < offset + text.length) return false;
  return [...text].every((char, index) => header[offset + index] === char.charCodeAt(0));
}

// 'BM' alone would match text files; the four reserved header bytes are zero in real bitmaps.
function isBmp(header: Uint8Array): boolean {
  return asciiAt(header, 0, 'BM') && header.length >= 10 && header.subarray(6, 10).every((byte) => byte === 0);
}

const AVIF_BRANDS = ['avif', 'avis'];
const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs'];
const HEIF_BRANDS = ['mif1', 'msf1'];

/** HEIC, HEIF and AVIF are ISO-BMFF files whose first box is 'ftyp' listing brands. */
function isoBmffImageType(header: Uint8Array): string | null {
  if (!asciiAt(header, 4, 'ftyp') || header.length < 12) return null;
  const boxSize = ((header[0] ?? 0) << 24) | ((header[1] ?? 0) << 16) | ((header[2] ?? 0) << 8) | (header[3] ?? 0);
  const brandsEnd = Math.min(boxSize >>> 0, header.length);
  const brands = [brandAt(header, 8)];
  for (let offset = 16; offset + 4 <= brandsEnd; offset += 4) brands.push(brandAt(header, offset));

  if (brands.some((brand) => AVIF_BRANDS.includes(brand))) return 'image/avif';
  if (brands.some((brand) => HEIC_BRANDS.includes(brand))) return 'image/heic';
  if (brands.some((brand) => HEIF_BRANDS.includes(brand))) return 'image/heif';
  return null;
}

function brandAt(header: Uint8Array, offset: number): string {
  return String.fromCharCode(...header.subarray(offset, offset + 4));
}
