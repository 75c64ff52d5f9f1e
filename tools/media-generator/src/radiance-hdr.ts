/**
 * Radiance RGBE (`.hdr`) files: the high-dynamic-range image format three.js's HDRLoader reads, and so the one
 * `<model-viewer>` takes for `environment-image`. Written here because no maintained npm package writes it (readers
 * abound); the format is a text header and, per scanline, run-length-encoded RGBE bytes (Greg Ward's "new" RLE).
 */

/** Scanlines narrower or wider than this cannot be run-length encoded (the format's limits). */
const RLE_WIDTH = { min: 8, max: 0x7fff } as const;
/** Runs shorter than this are cheaper as literal bytes. */
const MIN_RUN = 4;

/** One linear RGB value as RGBE: a shared exponent (byte 4, biased by 128) and three 8-bit mantissas. */
export function toRgbe(red: number, green: number, blue: number): [number, number, number, number] {
  const largest = Math.max(red, green, blue);
  if (!(largest > 1e-32)) return [0, 0, 0, 0];
  // largest = mantissa · 2^exponent with the mantissa in [0.5, 1).
  let exponent = Math.floor(Math.log2(largest)) + 1;
  if (largest / 2 ** exponent >= 1) exponent += 1;
  const scale = 256 / 2 ** exponent;
  const byte = (value: number) => Math.min(255, Math.max(0, Math.floor(value * scale)));
  return [byte(red), byte(green), byte(blue), exponent + 128];
}

/** Appends one channel of a scanline, run-length encoded: runs as (128 + count, value), the rest as (count, bytes…). */
function encodeChannel(bytes: Uint8Array, out: number[]): void {
  let position = 0;
  while (position < bytes.length) {
    // Find where the next run of at least MIN_RUN equal bytes starts.
    let runStart = position;
    let runLength = 0;
    while (runStart < bytes.length) {
      runLength = 1;
      while (runStart + runLength < bytes.length && runLength < 127 && bytes[runStart + runLength] === bytes[runStart]) runLength += 1;
      if (runLength >= MIN_RUN) break;
      runStart += runLength;
    }
    if (runStart >= bytes.length) runLength = 0;
    // The bytes before it, as literals of at most 128.
    while (position < runStart) {
      const count = Math.min(128, runStart - position);
      out.push(count, ...bytes.subarray(position, position + count));
      position += count;
    }
    if (runLength >= MIN_RUN) {
      out.push(128 + runLength, bytes[runStart] ?? 0);
      position += runLength;
    }
  }
}

/**
 * A Radiance `.hdr` file of a `width` × `height` image. `rgb` holds linear RGB floats, three per pixel, rows from the
 * top. Deterministic: the same floats give the same bytes.
 */
export function encodeRadianceHdr(width: number, height: number, rgb: Float32Array): Uint8Array {
  if (rgb.length !== width * height * 3) throw new Error(`Expected ${width * height * 3} floats for ${width} × ${height} RGB, got ${rgb.length}.`);
  const header = `#?RADIANCE\n# Satori XR media generator\nFORMAT=32-bit_rle_rgbe\n\n-Y ${height} +X ${width}\n`;
  const out: number[] = [...new TextEncoder().encode(header)];
  const encodeRuns = width >= RLE_WIDTH.min && width <= RLE_WIDTH.max;
  const channels = [0, 1, 2, 3].map(() => new Uint8Array(width));
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) {
      const index = (row * width + column) * 3;
      const rgbe = toRgbe(rgb[index] ?? 0, rgb[index + 1] ?? 0, rgb[index + 2] ?? 0);
      rgbe.forEach((byte, channel) => {
        const bytes = channels[channel];
        if (bytes) bytes[column] = byte;
      });
    }
    if (!encodeRuns) {
      for (let column = 0; column < width; column += 1) for (const bytes of channels) out.push(bytes[column] ?? 0);
      continue;
    }
    out.push(2, 2, width >> 8, width & 0xff);
    for (const bytes of channels) encodeChannel(bytes, out);
  }
  return Uint8Array.from(out);
}
