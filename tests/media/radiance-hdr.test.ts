import fc from 'fast-check';
import { FloatType } from 'three';
import { HDRLoader } from 'three/examples/jsm/loaders/HDRLoader.js';
import { describe, expect, it } from 'vitest';
import { encodeRadianceHdr, toRgbe } from '../../tools/media-generator/src/radiance-hdr.ts';

/** What three.js (and so `<model-viewer>`) reads back from the file: RGBA floats, rows from the top. */
function decode(file: Uint8Array) {
  const loader = new HDRLoader().setDataType(FloatType);
  const { width, height, data } = loader.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer) as {
    width: number;
    height: number;
    data: Float32Array;
  };
  return { width, height, data };
}

/** RGBE keeps 8 bits of mantissa for the brightest channel: within 1/128 of it, relative. */
function expectClose(decoded: Float32Array, rgb: Float32Array) {
  const pixels = rgb.length / 3;
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    const source = [rgb[pixel * 3] ?? 0, rgb[pixel * 3 + 1] ?? 0, rgb[pixel * 3 + 2] ?? 0];
    const tolerance = Math.max(...source) / 64 + 1e-6;
    for (let channel = 0; channel < 3; channel += 1)
      expect(Math.abs((decoded[pixel * 4 + channel] ?? 0) - (source[channel] ?? 0))).toBeLessThanOrEqual(tolerance);
  }
}

describe('Radiance .hdr files (the 3D viewer’s lighting environment)', () => {
  it('encodes a value as a shared exponent and 8-bit mantissas, and black as zeros', () => {
    expect(toRgbe(0, 0, 0)).toEqual([0, 0, 0, 0]);
    expect(toRgbe(1, 0.5, 0.25)).toEqual([128, 64, 32, 129]);
    expect(toRgbe(12, 0, 0)).toEqual([192, 0, 0, 132]);
  });

  it('reads back through three.js as the same image, run-length encoded or not, for any floats', () => {
    const image = fc.record({ width: fc.integer({ min: 1, max: 40 }), height: fc.integer({ min: 1, max: 4 }) }).chain(({ width, height }) =>
      fc.record({
        width: fc.constant(width),
        height: fc.constant(height),
        // Runs and noise alike: a few distinct values, repeated, and the odd bright one.
        rgb: fc.array(fc.constantFrom(0, 0.002, 0.25, 1, 7.5, 40), { minLength: width * height * 3, maxLength: width * height * 3 }),
      }),
    );
    fc.assert(
      fc.property(image, ({ width, height, rgb }) => {
        const floats = Float32Array.from(rgb);
        const decoded = decode(encodeRadianceHdr(width, height, floats));
        expect([decoded.width, decoded.height]).toEqual([width, height]);
        expectClose(decoded.data, floats);
      }),
      { numRuns: 150 },
    );
  });

  it('stores long runs of one value in a few bytes, and writes the same bytes twice', () => {
    const width = 512;
    const height = 4;
    const floats = new Float32Array(width * height * 3).fill(0.01);
    const file = encodeRadianceHdr(width, height, floats);
    // Header plus, per scanline, its 4-byte marker and 4 channels of 512 bytes as runs of at most 127 (5 runs × 2 bytes).
    expect(file.length).toBeLessThan(120 + height * (4 + 4 * 5 * 2));
    expect(encodeRadianceHdr(width, height, floats)).toEqual(file);
    expectClose(decode(file).data, floats);
  });

  it('refuses floats that do not fill the image', () => {
    expect(() => encodeRadianceHdr(4, 4, new Float32Array(10))).toThrow('Expected 48 floats for 4 × 4 RGB, got 10.');
  });
});
