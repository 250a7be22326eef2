import type { BitmapLike, CanvasLike, Context2dLike, ImageEnvironment } from '../../adapters/tesseract/shrink-image';
import { downscaleArea } from './area-scale';
import { decodePng, toRgba } from './png-decode';

/**
 * The browser image APIs that the OCR adapter scales photos with (createImageBitmap and
 * OffscreenCanvas), done in plain TypeScript for Node: PNG only, drawing a whole bitmap scaled
 * down by area averaging onto a canvas, and reading the canvas back. Enough for the adapter's
 * tests and the OCR benchmark to run its browser path; anything else throws.
 */
export class FakeImageBitmap implements BitmapLike {
  closed = false;

  constructor(
    readonly width: number,
    readonly height: number,
    /** RGBA, not premultiplied. */
    readonly data: Uint8Array,
  ) {}

  close(): void {
    this.closed = true;
  }
}

export class FakeCanvas implements CanvasLike {
  private pixels: Uint8ClampedArray;
  private context: FakeContext | null = null;

  constructor(
    private canvasWidth: number,
    private canvasHeight: number,
  ) {
    this.pixels = new Uint8ClampedArray(canvasWidth * canvasHeight * 4);
  }

  get width(): number {
    return this.canvasWidth;
  }

  set width(value: number) {
    this.canvasWidth = value;
    this.reset();
  }

  get height(): number {
    return this.canvasHeight;
  }

  set height(value: number) {
    this.canvasHeight = value;
    this.reset();
  }

  getContext(contextId: '2d'): Context2dLike | null {
    if (contextId !== '2d') return null;
    this.context ??= new FakeContext(this);
    return this.context;
  }

  /** RGBA of the whole canvas; transparent black where nothing was drawn. */
  get data(): Uint8ClampedArray {
    return this.pixels;
  }

  private reset(): void {
    // Like a real canvas, resizing clears it.
    this.pixels = new Uint8ClampedArray(this.canvasWidth * this.canvasHeight * 4);
  }
}

class FakeContext implements Context2dLike {
  fillStyle: unknown = '#000000';
  imageSmoothingEnabled = true;
  imageSmoothingQuality: ImageSmoothingQuality = 'low';

  constructor(private readonly canvas: FakeCanvas) {}

  fillRect(x: number, y: number, width: number, height: number): void {
    this.expectWholeCanvas('fillRect', x, y, width, height);
    const colour = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(String(this.fillStyle));
    if (!colour) throw new Error(`FakeContext.fillRect: only #rrggbb fill styles, not ${String(this.fillStyle)}.`);
    const [red, green, blue] = colour.slice(1).map((hex) => parseInt(hex, 16));
    const { data } = this.canvas;
    for (let index = 0; index < data.length; index += 4) {
      data[index] = red!;
      data[index + 1] = green!;
      data[index + 2] = blue!;
      data[index + 3] = 255;
    }
  }

  drawImage(image: never, dx: number, dy: number, dw: number, dh: number): void {
    const bitmap = image as unknown;
    if (!(bitmap instanceof FakeImageBitmap)) throw new Error('FakeContext.drawImage: only a FakeImageBitmap.');
    if (bitmap.closed) throw new Error('FakeContext.drawImage: the bitmap is closed.');
    this.expectWholeCanvas('drawImage', dx, dy, dw, dh);
    const scaled =
      dw === bitmap.width && dh === bitmap.height ? bitmap.data : downscaleArea(bitmap.data, bitmap.width, bitmap.height, 4, dw, dh);
    // Source-over compositing.
    const { data } = this.canvas;
    for (let index = 0; index < data.length; index += 4) {
      const alpha = scaled[index + 3]! / 255;
      if (alpha === 0) continue;
      for (let channel = 0; channel < 3; channel += 1) {
        data[index + channel] = scaled[index + channel]! * alpha + data[index + channel]! * (1 - alpha);
      }
      data[index + 3] = 255 * (alpha + (data[index + 3]! / 255) * (1 - alpha));
    }
  }

  getImageData(sx: number, sy: number, sw: number, sh: number): { readonly data: Uint8ClampedArray } {
    this.expectWholeCanvas('getImageData', sx, sy, sw, sh);
    return { data: this.canvas.data.slice() };
  }

  private expectWholeCanvas(operation: string, x: number, y: number, width: number, height: number): void {
    if (x !== 0 || y !== 0 || width !== this.canvas.width || height !== this.canvas.height) {
      throw new Error(`FakeContext.${operation}: only the whole ${this.canvas.width}x${this.canvas.height} canvas, not ${width}x${height} at ${x},${y}.`);
    }
  }
}

/** createImageBitmap for PNG blobs; the bitmaps it made are kept in `bitmaps`. */
export function fakeCreateImageBitmap(): ImageEnvironment['createImageBitmap'] & { readonly bitmaps: FakeImageBitmap[] } {
  const bitmaps: FakeImageBitmap[] = [];
  const create = async (image: Blob): Promise<FakeImageBitmap> => {
    const decoded = decodePng(new Uint8Array(await image.arrayBuffer()));
    const bitmap = new FakeImageBitmap(decoded.width, decoded.height, toRgba(decoded));
    bitmaps.push(bitmap);
    return bitmap;
  };
  return Object.assign(create, { bitmaps });
}

/** A browser-like environment with createImageBitmap and OffscreenCanvas, for shrinkForOcr. */
export function fakeImageEnvironment(): { createImageBitmap: ReturnType<typeof fakeCreateImageBitmap>; OffscreenCanvas: typeof FakeCanvas } {
  return { createImageBitmap: fakeCreateImageBitmap(), OffscreenCanvas: FakeCanvas };
}
