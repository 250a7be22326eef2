import { CAP_HEIGHT, PEN, lineSegments, lineWidth } from './stroke-font';
import { Random } from '../../adapters/tutor/generators/random';
import { encodePng } from './png-encode';

/**
 * A phone photo of printed text, drawn here so that OCR tests and benchmarks need no binary
 * fixture: dark text in the stroke font on an off-white page, slightly tilted and soft as a
 * camera gives it, under uneven light (brighter at the top left, darker towards the corners),
 * with sensor noise. Deterministic for a given seed.
 */
export interface PhotoOptions {
  /** Pixels; 3000 x 3000 unless told. */
  readonly width?: number;
  readonly height?: number;
  /** Height of a capital in pixels; by default the longest line spans `fill` of the width. */
  readonly capHeight?: number;
  /** Share of the width the longest line spans when `capHeight` is not given; 0.78 unless told. */
  readonly fill?: number;
  /** Clockwise tilt of the text in degrees; 0.6 unless told. */
  readonly tiltDegrees?: number;
  /** Standard deviation of the sensor noise, in 0-255 levels; 2 unless told. */
  readonly noise?: number;
  /** Strength of the uneven light, 0 (none) to 1 (unless told): up to 16% darker across the page and 8% more in the corners. */
  readonly shading?: number;
  /** Half-width in pixels of the blurred edge of a stroke; 1.8 unless told. */
  readonly softness?: number;
  readonly seed?: number;
}

export interface Photo {
  readonly width: number;
  readonly height: number;
  /** 3 bytes per pixel (RGB), row by row. */
  readonly rgb: Uint8Array;
}

const PAPER = [243, 238, 226] as const;
const INK = [30, 30, 38] as const;
/** Baseline to baseline, in capital heights. */
const LINE_SPACING = 1.9;

export function renderPhoto(lines: readonly string[], options: PhotoOptions = {}): Photo {
  const width = options.width ?? 3000;
  const height = options.height ?? 3000;
  const widest = Math.max(...lines.map(lineWidth));
  const capHeight = options.capHeight ?? ((options.fill ?? 0.78) * width * CAP_HEIGHT) / widest;
  const coverage = inkCoverage(lines, width, height, capHeight, options.tiltDegrees ?? 0.6, options.softness ?? 1.8);

  const seeded = new Random(options.seed ?? 20);
  const random = () => seeded.next();
  const noise = options.noise ?? 2;
  const shading = options.shading ?? 1;
  // The sum of three uniforms less 1.5 has a standard deviation of 0.5.
  const gaussian = () => (random() + random() + random() - 1.5) * 2;
  const rgb = new Uint8Array(width * height * 3);
  const centreX = width / 2;
  const centreY = height / 2;
  const corner = centreX * centreX + centreY * centreY;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = y * width + x;
      const ink = coverage[index]! / 255;
      const light = 1 - shading * (0.16 * (0.65 * (x / width) + 0.35 * (y / height)) + (0.08 * ((x - centreX) ** 2 + (y - centreY) ** 2)) / corner);
      const shared = gaussian() * noise;
      for (let channel = 0; channel < 3; channel += 1) {
        const surface = PAPER[channel]! * (1 - ink) + INK[channel]! * ink;
        rgb[index * 3 + channel] = clamp(surface * light + shared + gaussian() * noise * 0.4);
      }
    }
  }
  return { width, height, rgb };
}

/** The photo as an RGB PNG (quickly compressed: the noise does not compress anyway). */
export function renderPhotoPng(lines: readonly string[], options: PhotoOptions = {}): Uint8Array {
  const { width, height, rgb } = renderPhoto(lines, options);
  return encodePng(width, height, rgb, 3, 1);
}

/** How much ink covers each pixel, 0 to 255: the text stroked with a round pen, centred on the page. */
function inkCoverage(lines: readonly string[], width: number, height: number, capHeight: number, tiltDegrees: number, softness: number): Uint8ClampedArray {
  const coverage = new Uint8ClampedArray(width * height);
  const scale = capHeight / CAP_HEIGHT;
  const widest = Math.max(...lines.map(lineWidth)) * scale;
  const left = (width - widest) / 2;
  const blockHeight = ((lines.length - 1) * LINE_SPACING + 1) * capHeight;
  const firstBaseline = height * 0.45 - blockHeight / 2 + capHeight;
  const angle = (tiltDegrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const toPage = (u: number, v: number, baseline: number): [number, number] => {
    const x = left + u * scale - width / 2;
    const y = baseline - v * scale - height / 2;
    return [width / 2 + x * cos - y * sin, height / 2 + x * sin + y * cos];
  };
  const penRadius = (PEN / 2) * scale;

  lines.forEach((line, lineIndex) => {
    const baseline = firstBaseline + lineIndex * LINE_SPACING * capHeight;
    for (const [u1, v1, u2, v2] of lineSegments(line)) {
      const dot = u1 === u2 && v1 === v2;
      // Dots (of i, j, full stops) a little rounder than the pen, as in print.
      const radius = dot ? penRadius * 1.5 : penRadius;
      const [x1, y1] = toPage(u1, v1, baseline);
      const [x2, y2] = toPage(u2, v2, baseline);
      const reach = radius + softness + 1;
      const minX = Math.max(0, Math.floor(Math.min(x1, x2) - reach));
      const maxX = Math.min(width - 1, Math.ceil(Math.max(x1, x2) + reach));
      const minY = Math.max(0, Math.floor(Math.min(y1, y2) - reach));
      const maxY = Math.min(height - 1, Math.ceil(Math.max(y1, y2) + reach));
      const dx = x2 - x1;
      const dy = y2 - y1;
      const lengthSquared = dx * dx + dy * dy;
      for (let y = minY; y <= maxY; y += 1) {
        for (let x = minX; x <= maxX; x += 1) {
          const px = x + 0.5 - x1;
          const py = y + 0.5 - y1;
          const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / lengthSquared));
          const distance = Math.hypot(px - t * dx, py - t * dy);
          const ink = Math.max(0, Math.min(1, (radius - distance) / (2 * softness) + 0.5));
          const index = y * width + x;
          if (ink * 255 > coverage[index]!) coverage[index] = ink * 255;
        }
      }
    }
  });
  return coverage;
}

function clamp(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
}
