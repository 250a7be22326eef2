/**
 * Pixels as the text reader is handed them: one grey byte per pixel, the page's light evened
 * out, in a binary PGM (P5) file. Pure: no browser API, shared by the adapter and the Node
 * benchmark (tests/bench/ocr.bench.test.ts).
 *
 * Tesseract's image library (Leptonica) reads PGM natively, so a scaled photo goes to the
 * worker without a PNG or JPEG encode on our side and a decode on its side; a grey byte per
 * pixel is a quarter of the RGBA the canvas gives, and Tesseract works in grey anyway.
 */

/**
 * Grey values (0 black, 255 white) of `pixels`, `channels` bytes per pixel (1 grey, 2 grey and
 * alpha, 3 RGB, 4 RGBA). Luma with the Rec. 601 weights; transparent pixels count as white paper,
 * not black, so a screenshot with an alpha channel keeps its text readable.
 */
export function toGrey(pixels: ArrayLike<number>, channels: 1 | 2 | 3 | 4): Uint8Array {
  const count = Math.floor(pixels.length / channels);
  const grey = new Uint8Array(count);
  // One loop per layout: this runs over every pixel of a photo. 77 + 150 + 29 = 256, so
  // (77 R + 150 G + 29 B) / 256 is 0.299 R + 0.587 G + 0.114 B in integers.
  if (channels === 4) {
    for (let index = 0, offset = 0; index < count; index += 1, offset += 4) {
      const luma = (77 * pixels[offset]! + 150 * pixels[offset + 1]! + 29 * pixels[offset + 2]! + 128) >> 8;
      grey[index] = onWhite(luma, pixels[offset + 3]!);
    }
  } else if (channels === 3) {
    for (let index = 0, offset = 0; index < count; index += 1, offset += 3) {
      grey[index] = (77 * pixels[offset]! + 150 * pixels[offset + 1]! + 29 * pixels[offset + 2]! + 128) >> 8;
    }
  } else if (channels === 2) {
    for (let index = 0, offset = 0; index < count; index += 1, offset += 2) grey[index] = onWhite(pixels[offset]!, pixels[offset + 1]!);
  } else {
    for (let index = 0; index < count; index += 1) grey[index] = pixels[index]!;
  }
  return grey;
}

/** `value` with opacity `alpha` (0-255) over white. */
function onWhite(value: number, alpha: number): number {
  return alpha === 255 ? value : Math.round((value * alpha + 255 * (255 - alpha)) / 255);
}

/**
 * The last steps for a scaled-down photo, shared by the browser and the Node benchmark: even out
 * the light (flattenPaper, which changes `grey`) and wrap the pixels as a PGM file.
 */
export function photoPgm(grey: Uint8Array, width: number, height: number): Uint8Array {
  flattenPaper(grey, width, height);
  return encodePgm(width, height, grey);
}

/** A binary PGM (P5) file of `grey`, one byte per pixel, row by row. */
export function encodePgm(width: number, height: number, grey: Uint8Array): Uint8Array {
  if (!(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0) || grey.length !== width * height) {
    throw new RangeError(`encodePgm: ${grey.length} grey bytes do not make a ${width}x${height} image.`);
  }
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const file = new Uint8Array(header.length + grey.length);
  file.set(header);
  file.set(grey, header.length);
  return file;
}

/**
 * Evens out the light on a photographed page and makes its paper plain white, in place.
 * The paper's brightness is estimated in tiles of 1/48 of the shorter side (the brightest pixel
 * of each, spread to its neighbours so that a thick stroke filling a tile does not pass for
 * paper: strokes up to two tiles wide, 62 px at 1500 px, stay whole) and each pixel is divided
 * by it; what is within about 10% of the paper becomes exactly 255.
 *
 * Why: Tesseract's LSTM sets its black level from the local minima along the middle of each
 * line. On a flat white page those are all in the ink, but the sensor noise of a photo puts
 * thousands of tiny minima in the paper, the black level lands on the paper, and the line is
 * read as noise ('(a) 25 (b) 30' came back as '&) 28 (9) 20' here).
 * A page that is mostly dark (light text on a dark screen) is left as it is.
 */
export function flattenPaper(grey: Uint8Array, width: number, height: number): void {
  if (grey.length !== width * height || width === 0 || height === 0) throw new RangeError('flattenPaper: size does not match.');
  if (median(grey) < 128) return;
  const tile = Math.max(8, Math.round(Math.min(width, height) / 48));
  const columns = Math.ceil(width / tile);
  const rows = Math.ceil(height / tile);
  const tileOfColumn = Int32Array.from({ length: width }, (_, x) => Math.floor(x / tile));

  const brightest = new Float32Array(columns * rows);
  for (let y = 0; y < height; y += 1) {
    const rowTiles = Math.floor(y / tile) * columns;
    const line = y * width;
    for (let x = 0; x < width; x += 1) {
      const index = rowTiles + tileOfColumn[x]!;
      const value = grey[line + x]!;
      if (value > brightest[index]!) brightest[index] = value;
    }
  }
  // The paper level of a tile: the brightest of its 3x3 neighbourhood, then smoothed. Scaled so
  // that dividing by it maps PAPER_SHARE of the level to 255.
  const paper = boxMean(maxFilter(brightest, columns, rows), columns, rows).map((level) => Math.max(1, level * PAPER_SHARE) / 255);

  // Bilinear between tile centres: per column, the two tiles and the second one's weight.
  const position = (pixel: number, tiles: number) => Math.min(tiles - 1, Math.max(0, (pixel + 0.5) / tile - 0.5));
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  const rightWeight = new Float32Array(width);
  for (let x = 0; x < width; x += 1) {
    const at = position(x, columns);
    left[x] = Math.floor(at);
    right[x] = Math.min(columns - 1, left[x]! + 1);
    rightWeight[x] = at - left[x]!;
  }
  const levels = new Float32Array(columns);
  for (let y = 0; y < height; y += 1) {
    const at = position(y, rows);
    const top = Math.floor(at) * columns;
    const bottom = Math.min(rows - 1, Math.floor(at) + 1) * columns;
    const bottomWeight = at - Math.floor(at);
    for (let column = 0; column < columns; column += 1) {
      levels[column] = paper[top + column]! * (1 - bottomWeight) + paper[bottom + column]! * bottomWeight;
    }
    const line = y * width;
    for (let x = 0; x < width; x += 1) {
      const level = levels[left[x]!]! + (levels[right[x]!]! - levels[left[x]!]!) * rightWeight[x]!;
      const value = grey[line + x]! / level;
      grey[line + x] = value >= 255 ? 255 : value;
    }
  }
}

/** Pixels at least this share of the paper's brightest level count as paper. */
const PAPER_SHARE = 0.9;

function median(grey: Uint8Array): number {
  const histogram = new Uint32Array(256);
  for (let index = 0; index < grey.length; index += 1) histogram[grey[index]!]! += 1;
  let seen = 0;
  for (let value = 0; value < 256; value += 1) {
    seen += histogram[value]!;
    if (seen * 2 >= grey.length) return value;
  }
  return 255;
}

function maxFilter(values: Float32Array, columns: number, rows: number): Float32Array {
  const result = new Float32Array(values.length);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      let best = 0;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const r = row + dy;
          const c = column + dx;
          if (r >= 0 && r < rows && c >= 0 && c < columns) best = Math.max(best, values[r * columns + c]!);
        }
      }
      result[row * columns + column] = best;
    }
  }
  return result;
}

function boxMean(values: Float32Array, columns: number, rows: number): Float32Array {
  const result = new Float32Array(values.length);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      let sum = 0;
      let count = 0;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const r = row + dy;
          const c = column + dx;
          if (r >= 0 && r < rows && c >= 0 && c < columns) {
            sum += values[r * columns + c]!;
            count += 1;
          }
        }
      }
      result[row * columns + column] = sum / count;
    }
  }
  return result;
}
