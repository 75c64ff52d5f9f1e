import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_PICTURE_BYTES, localPicture, remotePicture } from '../../scripts/build/share-images/share-pictures.ts';

const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ffd60a' } })
  .png()
  .toBuffer();
const answer = (body: BodyInit | null, headers: Record<string, string>, status = 200) =>
  (() => Promise.resolve(new Response(body, { status, headers }))) as typeof fetch;
const URL = 'https://content.example/wp-content/uploads/engine.png';

describe('remotePicture: a WordPress featured image is hostile until checked', () => {
  it('returns the bytes of an image answer that sharp decodes', async () => {
    expect(await remotePicture(URL, answer(png, { 'content-type': 'image/png' }))).toEqual({ bytes: png });
  });

  it('refuses other schemes, failed answers, non-image types, oversized bodies and undecodable bytes', async () => {
    expect(await remotePicture('file:///etc/passwd', answer(png, { 'content-type': 'image/png' }))).toEqual({ problem: 'a file: address' });
    expect(await remotePicture(URL, answer('gone', { 'content-type': 'image/png' }, 404))).toEqual({ problem: 'HTTP 404' });
    expect(await remotePicture(URL, answer('<svg onload="x()"/>', { 'content-type': 'image/svg+xml' }))).toEqual({ problem: 'content type "image/svg+xml"' });
    expect(await remotePicture(URL, answer(png, { 'content-type': 'image/png', 'content-length': String(MAX_PICTURE_BYTES + 1) }))).toEqual({
      problem: 'larger than the limit',
    });
    // A body larger than the limit that does not say so is cut off while it streams.
    expect(await remotePicture(URL, answer(new Uint8Array(MAX_PICTURE_BYTES + 1), { 'content-type': 'image/jpeg' }))).toEqual({
      problem: 'larger than the limit',
    });
    expect(await remotePicture(URL, answer('not a picture', { 'content-type': 'image/jpeg' }))).toEqual({ problem: 'not an image sharp can read' });
  });

  it('turns a network failure or timeout into a problem, never an exception', async () => {
    const failing = (() => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))) as typeof fetch;
    expect(await remotePicture(URL, failing)).toEqual({ problem: 'The operation was aborted due to timeout' });
  });
});

describe('localPicture', () => {
  it('reads a file under public/ and nothing outside it', () => {
    const root = mkdtempSync(join(tmpdir(), 'share-pictures-'));
    mkdirSync(join(root, 'public', 'media'), { recursive: true });
    writeFileSync(join(root, 'public', 'media', 'a.png'), png);
    writeFileSync(join(root, 'secret.png'), png);
    const publicDir = join(root, 'public');
    expect(localPicture(publicDir, '/media/a.png')).toEqual(png);
    expect(localPicture(publicDir, '/../secret.png')).toBeUndefined();
    expect(localPicture(publicDir, '/media/%2e%2e/%2e%2e/secret.png')).toBeUndefined();
    expect(localPicture(publicDir, '/media/missing.png')).toBeUndefined();
  });
});
