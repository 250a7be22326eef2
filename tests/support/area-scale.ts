/**
 * Downscales an image by area averaging: each target pixel is the mean of the source area it
 * covers, weighted by overlap. That is close enough to what a browser canvas does with
 * `drawImage` at `imageSmoothingQuality: 'high'` for OCR; Node code uses it in place of the
 * canvas. `pixels` holds `channels` bytes per pixel, row by row; so does the result.
 */
export function downscaleArea(
  pixels: ArrayLike<number>,
  width: number,
  height: number,
  channels: number,
  targetWidth: number,
  targetHeight: number,
): Uint8ClampedArray {
  if (pixels.length !== width * height * channels) throw new Error(`downscaleArea: expected ${width * height * channels} values, got ${pixels.length}.`);
  if (!(Number.isInteger(targetWidth) && Number.isInteger(targetHeight) && targetWidth >= 1 && targetWidth <= width && targetHeight >= 1 && targetHeight <= height)) {
    throw new Error(`downscaleArea: cannot scale ${width}x${height} to ${targetWidth}x${targetHeight}; it only scales down.`);
  }
  const columns = contributions(width, targetWidth);
  const rows = contributions(height, targetHeight);
  const sourceRowWidth = width * channels;
  const rowWidth = targetWidth * channels;
  const result = new Uint8ClampedArray(targetHeight * rowWidth);
  // Per target row: first the source rows it covers, weighted into one row (contiguous, quick),
  // then that row's columns.
  const blended = new Float64Array(sourceRowWidth);
  const scaledRow = new Float64Array(rowWidth);

  for (let targetY = 0; targetY < targetHeight; targetY += 1) {
    blended.fill(0);
    for (let k = rows.offsets[targetY]!; k < rows.offsets[targetY + 1]!; k += 1) {
      const weight = rows.weights[k]!;
      const start = rows.sources[k]! * sourceRowWidth;
      for (let x = 0; x < sourceRowWidth; x += 1) blended[x]! += weight * pixels[start + x]!;
    }
    scaleRow(blended, channels, columns, targetWidth, scaledRow);
    // Uint8ClampedArray rounds to the nearest (half to even) and clamps to 0..255.
    result.set(scaledRow, targetY * rowWidth);
  }
  return result;
}

/**
 * For each of `target` pixels along an axis of `source` pixels, the source pixels it covers and
 * their shares (which add up to 1): entries offsets[i] to offsets[i + 1] of sources and weights.
 */
interface Contributions {
  readonly offsets: Int32Array;
  readonly sources: Int32Array;
  readonly weights: Float64Array;
}

function contributions(source: number, target: number): Contributions {
  const span = source / target;
  const sources: number[] = [];
  const weights: number[] = [];
  const offsets = new Int32Array(target + 1);
  for (let index = 0; index < target; index += 1) {
    offsets[index] = sources.length;
    const start = index * span;
    const end = Math.min(source, start + span);
    for (let position = Math.floor(start); position < end; position += 1) {
      const share = (Math.min(end, position + 1) - Math.max(start, position)) / span;
      if (share <= 1e-9) continue;
      sources.push(position);
      weights.push(share);
    }
  }
  offsets[target] = sources.length;
  return { offsets, sources: Int32Array.from(sources), weights: Float64Array.from(weights) };
}

function scaleRow(row: Float64Array, channels: number, columns: Contributions, targetWidth: number, into: Float64Array): void {
  const { offsets, sources, weights } = columns;
  if (channels === 1) {
    for (let targetX = 0; targetX < targetWidth; targetX += 1) {
      let sum = 0;
      const to = offsets[targetX + 1]!;
      for (let k = offsets[targetX]!; k < to; k += 1) sum += weights[k]! * row[sources[k]!]!;
      into[targetX] = sum;
    }
    return;
  }
  for (let targetX = 0; targetX < targetWidth; targetX += 1) {
    const from = offsets[targetX]!;
    const to = offsets[targetX + 1]!;
    for (let channel = 0; channel < channels; channel += 1) {
      let sum = 0;
      for (let k = from; k < to; k += 1) sum += weights[k]! * row[sources[k]! * channels + channel]!;
      into[targetX * channels + channel] = sum;
    }
  }
}
