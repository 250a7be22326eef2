import { photoPgm, toGrey } from '../../adapters/tesseract/grey-image';
import { ocrTargetSize } from '../../adapters/tesseract/ocr-target-size';
import { downscaleArea } from './area-scale';
import { decodePng, type DecodedImage } from './png-decode';

/**
 * The Node twin of the adapter's browser step (adapters/tesseract/shrink-image.ts) for a PNG:
 * the same size rule, grey conversion, light flattening and PGM file, with decoding and scaling
 * done in TypeScript where the browser uses createImageBitmap and a canvas. The order differs
 * only where it is cheaper here: grey first, then one channel scaled instead of four.
 * Null when the image is small enough to be read as it is.
 */
export function shrinkPngForOcr(png: Uint8Array): Uint8Array | null {
  return shrinkImageForOcr(decodePng(png));
}

/** The same step for an image already decoded (a JPEG through jpeg-js, or a PNG). */
export function shrinkImageForOcr(image: DecodedImage): Uint8Array | null {
  const target = ocrTargetSize(image);
  if (!target) return null;
  const grey = toGrey(image.data, image.channels);
  const scaled = downscaleArea(grey, image.width, image.height, 1, target.width, target.height);
  return photoPgm(new Uint8Array(scaled.buffer, scaled.byteOffset, scaled.length), target.width, target.height);
}

/** The image as the PGM the adapter hands to Tesseract: scaled down when large, grey and flattened whatever its size. */
export function ocrInputOf(image: DecodedImage): Uint8Array {
  return shrinkImageForOcr(image) ?? photoPgm(toGrey(image.data, image.channels), image.width, image.height);
}
