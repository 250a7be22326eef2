import { describe, expect, it } from 'vitest';
import {
  detectImageType,
  MAX_IMAGE_BYTES,
  stripDataUrlPrefix,
  validateImageBytes,
  validateImageSize,
} from '../../../core/doubt/doubt.validation';

function bytes(...parts: (string | number[])[]): Uint8Array {
  return new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
}

/** An ISO-BMFF 'ftyp' box: size, 'ftyp', major brand, minor version, compatible brands. */
function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], 'meta');
}

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const TEXT = bytes('Hello, this is not an image');

describe('validateImageSize', () => {
  it('allows up to 5MB and rejects anything larger', () => {
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(validateImageSize(0)).toBeNull();
    expect(validateImageSize(5 * 1024 * 1024)).toBeNull();
    expect(validateImageSize(5 * 1024 * 1024 + 1)).toBe('Image must be smaller than 5MB');
  });
});

describe('detectImageType', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['BMP', bytes('BM', [0x36, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0]), 'image/bmp'],
    ['little-endian TIFF', bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]), 'image/tiff'],
    ['big-endian TIFF', bytes([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]), 'image/tiff'],
    ['HEIC', ftyp('heic', 'mif1', 'heic'), 'image/heic'],
    ['HEIC listed only as compatible', ftyp('mif1', 'heic'), 'image/heic'],
    ['HEIF', ftyp('mif1', 'mif1'), 'image/heif'],
    ['AVIF', ftyp('avif', 'avif', 'mif1', 'miaf'), 'image/avif'],
    ['AVIF listed only as compatible', ftyp('mif1', 'avif', 'miaf'), 'image/avif'],
  ])('recognises %s', (_name, header, type) => {
    expect(detectImageType(header)).toBe(type);
  });

  it.each([
    ['plain text', TEXT],
    ['text starting with BM', bytes('BMW is a car maker')],
    ['a PDF', bytes('%PDF-1.7')],
    ['a RIFF WAVE file', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['an MP4 video', ftyp('isom', 'isom', 'iso2', 'mp41')],
    ['an empty header', new Uint8Array()],
    ['a truncated PNG signature', PNG.subarray(0, 4)],
  ])('rejects %s', (_name, header) => {
    expect(detectImageType(header)).toBeNull();
  });

  it('ignores brands beyond the ftyp box', () => {
    // The box holds only the major brand; 'avif' sits in the next box.
    expect(detectImageType(bytes([0, 0, 0, 16], 'ftyp', 'isom', [0, 0, 0, 0], 'avif'))).toBeNull();
  });
});

describe('validateImageBytes', () => {
  it('accepts a small image', () => {
    expect(validateImageBytes(1024, PNG)).toBeNull();
  });

  it('rejects a file that is not an image', () => {
    expect(validateImageBytes(1024, TEXT)).toBe('Please choose an image file');
    expect(validateImageBytes(1024, TEXT, 'application/pdf')).toBe('Please choose an image file');
  });

  it('accepts any image type the browser names, beyond those it knows by their bytes', () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(validateImageBytes(1024, svg, 'image/svg+xml')).toBeNull();
    expect(validateImageBytes(1024, TEXT, 'image/jxl')).toBeNull();
    // HEIC photos often come with no declared type at all: their bytes say what they are.
    expect(validateImageBytes(1024, PNG, '')).toBeNull();
  });

  it('checks the size first', () => {
    expect(validateImageBytes(MAX_IMAGE_BYTES + 1, TEXT)).toBe('Image must be smaller than 5MB');
    expect(validateImageBytes(MAX_IMAGE_BYTES + 1, PNG)).toBe('Image must be smaller than 5MB');
  });
});

describe('stripDataUrlPrefix', () => {
  it('removes a data URL prefix', () => {
    expect(stripDataUrlPrefix('data:image/png;base64,iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
    expect(stripDataUrlPrefix('data:image/heic;name=x.heic;base64,AAAA')).toBe('AAAA');
  });

  it('leaves bare base64 unchanged', () => {
    expect(stripDataUrlPrefix('iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
  });

  it('removes only a leading prefix', () => {
    expect(stripDataUrlPrefix('AAAAdata:image/png;base64,BBBB')).toBe('AAAAdata:image/png;base64,BBBB');
  });
});
