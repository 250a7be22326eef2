import { photoPgm, toGrey } from './grey-image';
import { ocrTargetSize } from './ocr-target-size';

/** The parts of a decoded image and of a canvas that scaling uses; a browser's own fit them. */
export interface BitmapLike {
  readonly width: number;
  readonly height: number;
  close(): void;
}

export interface Context2dLike {
  fillStyle: unknown;
  imageSmoothingEnabled: boolean;
  imageSmoothingQuality: ImageSmoothingQuality;
  fillRect(x: number, y: number, width: number, height: number): void;
  /** `image` is the environment's own bitmap; typed `never` so that the browser's context fits. */
  drawImage(image: never, dx: number, dy: number, dw: number, dh: number): void;
  getImageData(sx: number, sy: number, sw: number, sh: number): { readonly data: ArrayLike<number> };
}

export interface CanvasLike {
  width: number;
  height: number;
  getContext(contextId: '2d', options?: CanvasRenderingContext2DSettings): Context2dLike | null;
}

/** Where the browser's image APIs are found: `globalThis` in the app, a fake in tests. */
export interface ImageEnvironment {
  readonly createImageBitmap?: (image: Blob) => Promise<BitmapLike>;
  readonly OffscreenCanvas?: new (width: number, height: number) => CanvasLike;
  readonly document?: { createElement(tagName: 'canvas'): CanvasLike };
}

/**
 * A large photo scaled down for OCR (see ocrTargetSize), in grey with its light evened out (see
 * photoPgm), as PGM bytes; or null to hand the original to the reader: the image is small
 * enough, or this environment cannot decode or draw it (no createImageBitmap, neither
 * OffscreenCanvas nor a DOM canvas, a format the browser cannot decode, a canvas too large for
 * the device). Never throws.
 *
 * The browser decodes the file (off the main thread, turned upright by its EXIF orientation)
 * and scales it while drawing; only the smaller image's pixels are read back.
 */
export async function shrinkForOcr(image: Blob, environment: ImageEnvironment = globalThis): Promise<Uint8Array | null> {
  if (typeof environment.createImageBitmap !== 'function') return null;
  const newCanvas = canvasFactory(environment);
  if (!newCanvas) return null;

  let bitmap: BitmapLike;
  try {
    // No options: the default orientation is the photo's EXIF one, both in browsers that call it
    // 'from-image' and in older ones that call it 'none' and reject 'from-image'.
    bitmap = await environment.createImageBitmap(image);
  } catch {
    return null;
  }
  let canvas: CanvasLike | null = null;
  try {
    const target = ocrTargetSize(bitmap);
    if (!target) return null;
    const { width, height } = target;
    canvas = newCanvas(width, height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    // Transparent pixels would read back as black: put the image on white paper.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap as never, 0, 0, width, height);
    const { data } = context.getImageData(0, 0, width, height);
    return photoPgm(toGrey(data, 4), width, height);
  } catch {
    return null;
  } finally {
    bitmap.close();
    // Give the canvas memory back at once; mobile Safari caps the total held by canvases.
    if (canvas) canvas.width = canvas.height = 0;
  }
}

function canvasFactory(environment: ImageEnvironment): ((width: number, height: number) => CanvasLike) | null {
  const { OffscreenCanvas: Offscreen, document } = environment;
  if (typeof Offscreen === 'function') return (width, height) => new Offscreen(width, height);
  if (document && typeof document.createElement === 'function') {
    return (width, height) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      return canvas;
    };
  }
  return null;
}
