#!/usr/bin/env node
// Draws the installable app's icons as PNG files into public/icons/: a white "N" on the brand
// blue, 192 and 512 px with rounded corners, and a 512 px maskable one (full bleed, the letter
// inside the 80% safe zone). Run once after changing the design; the files are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

const BRAND = [0x0f, 0x6c, 0xbd];
const OUT = join(import.meta.dirname, '..', 'public', 'icons');
const SAMPLES = 4; // per axis, for smooth edges

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** Inside a convex polygon given clockwise in unit coordinates. */
function inside(polygon, x, y) {
  for (let i = 0; i < polygon.length; i += 1) {
    const [ax, ay] = polygon[i];
    const [bx, by] = polygon[(i + 1) % polygon.length];
    if ((bx - ax) * (y - ay) - (by - ay) * (x - ax) < 0) return false;
  }
  return true;
}

/** The letter N in a unit box: two stems and the diagonal. */
const LETTER = [
  [[0.0, 0.0], [0.22, 0.0], [0.22, 1.0], [0.0, 1.0]],
  [[0.78, 0.0], [1.0, 0.0], [1.0, 1.0], [0.78, 1.0]],
  [[0.0, 0.0], [0.24, 0.0], [1.0, 1.0], [0.76, 1.0]],
];

function draw(size, { maskable }) {
  const rgba = Buffer.alloc(size * size * 4);
  const radius = maskable ? 0 : 0.18; // of the size
  const glyph = maskable ? 0.4 : 0.5; // letter height, of the size
  const left = (1 - glyph * 0.86) / 2;
  const top = (1 - glyph) / 2;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let background = 0;
      let letter = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = (px + (sx + 0.5) / SAMPLES) / size;
          const y = (py + (sy + 0.5) / SAMPLES) / size;
          const cx = Math.min(x, 1 - x);
          const cy = Math.min(y, 1 - y);
          const corner = cx < radius && cy < radius && Math.hypot(radius - cx, radius - cy) > radius;
          if (corner) continue;
          background += 1;
          const lx = (x - left) / (glyph * 0.86);
          const ly = (y - top) / glyph;
          if (LETTER.some((part) => inside(part, lx, ly))) letter += 1;
        }
      }
      const total = SAMPLES * SAMPLES;
      const mix = letter / Math.max(background, 1);
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c += 1) rgba[at + c] = Math.round(BRAND[c] * (1 - mix) + 255 * mix);
      rgba[at + 3] = Math.round((255 * background) / total);
    }
  }
  return png(size, rgba);
}

mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'icon-192.png'), draw(192, { maskable: false }));
writeFileSync(join(OUT, 'icon-512.png'), draw(512, { maskable: false }));
writeFileSync(join(OUT, 'icon-maskable-512.png'), draw(512, { maskable: true }));
writeFileSync(join(OUT, 'apple-touch-icon-180.png'), draw(180, { maskable: true }));
console.log(`Icons written to ${OUT}`);
