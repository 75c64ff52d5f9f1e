/**
 * A share card's picture as bytes: a file of the site's own under public/, or a WordPress featured image from the
 * network. The network's answer is hostile: bounded in time and size, an image content type, and sharp must decode it;
 * any failure means a card without the picture (undefined), never a failed build.
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import sharp from 'sharp';

export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
export const PICTURE_TIMEOUT_MS = 8_000;
const MAX_PICTURE_PIXELS = 50_000_000;
const IMAGE_TYPES = /^image\/(jpeg|png|webp|avif|gif)$/u;

/** A root-relative path's file inside public/, or undefined if it climbs out or is missing. */
export function localPicture(publicDir: string, path: string): Uint8Array | undefined {
  if (!path.startsWith('/') || path.split('/').includes('..')) return undefined;
  const file = join(publicDir, decodeURIComponent(path.split(/[?#]/u)[0] ?? ''));
  if (!existsSync(file) || !statSync(file).isFile() || statSync(file).size > MAX_PICTURE_BYTES) return undefined;
  const real = realpathSync(file);
  return real.startsWith(realpathSync(publicDir) + sep) ? readFileSync(real) : undefined;
}

/** Whether sharp can decode the bytes as a picture of sensible size. */
export async function decodes(bytes: Uint8Array): Promise<boolean> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS }).metadata();
    return width > 0 && height > 0;
  } catch {
    return false;
  }
}

export type RemotePicture = { bytes: Uint8Array } | { problem: string };

/** Downloads a remote picture within the bounds above; `fetchImpl` is for tests. */
export async function remotePicture(url: string, fetchImpl: typeof fetch = fetch): Promise<RemotePicture> {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return { problem: 'not an address' };
  }
  if (address.protocol !== 'https:' && address.protocol !== 'http:') return { problem: `a ${address.protocol} address` };
  try {
    const response = await fetchImpl(address, { signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS), redirect: 'follow' });
    if (!response.ok) return { problem: `HTTP ${String(response.status)}` };
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!IMAGE_TYPES.test(type)) return { problem: `content type "${type}"` };
    if (Number(response.headers.get('content-length') ?? 0) > MAX_PICTURE_BYTES) return { problem: 'larger than the limit' };
    if (!response.body) return { problem: 'no body' };
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > MAX_PICTURE_BYTES) return { problem: 'larger than the limit' };
      chunks.push(chunk);
    }
    const bytes = Buffer.concat(chunks);
    return (await decodes(bytes)) ? { bytes } : { problem: 'not an image sharp can read' };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}
