/**
 * The shipped configuration's TLS (issue 25): plain HTTP answers only with a permanent redirect to the same
 * address over HTTPS, and HTTPS speaks TLS 1.2 or 1.3, offers HTTP/2 and sends HSTS. The certificate is a
 * self-signed one made at test time (scripts/test/test-nginx.sh), in place of the deployer's.
 */
import { connect, type ConnectionOptions } from 'node:tls';
import { NGINX_HTTPS_PORT, NGINX_HTTP_PORT } from '../../scripts/test/playwright-suites.ts';
import { expect, openReady, test, withCookieChoice } from '../../testing/playwright/test.ts';

const plainHttp = `http://127.0.0.1:${NGINX_HTTP_PORT}`;

/** What a TLS handshake with these options agrees on, or the error that ended it. */
function handshake(options: ConnectionOptions): Promise<{ protocol: string | null; alpn: string | false | null } | { error: string }> {
  return new Promise((resolve) => {
    // The client may go as low as the test asks (SECLEVEL=0), so a refusal is the server's.
    const socket = connect({ host: '127.0.0.1', port: NGINX_HTTPS_PORT, rejectUnauthorized: false, ciphers: 'DEFAULT@SECLEVEL=0', ...options }, () => {
      resolve({ protocol: socket.getProtocol(), alpn: socket.alpnProtocol });
      socket.end();
    });
    socket.on('error', (error: Error) => resolve({ error: error.message }));
  });
}

test('plain HTTP answers every address with 301 to the same address over HTTPS, and nothing else', async ({ request, baseURL }) => {
  for (const path of ['/', '/about?utm_source=mail', '/PLATFORM/', '/blogs/published-after-the-build', '/no/such/page', '/_headers']) {
    const response = await request.get(`${plainHttp}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers()['location'], path).toBe(`${baseURL}${path}`);
    // nginx's own one-line redirect page: none of the site's pages, scripts or styles.
    const body = await response.text();
    expect(body, path).toContain('301 Moved Permanently');
    expect(body, path).not.toMatch(/<script|<style|<link/);
  }
});

test('a visitor typing the plain-HTTP address lands on the HTTPS page', async ({ page, baseURL }) => {
  await withCookieChoice(page);
  const response = await openReady(page, `${plainHttp}/Platform`);
  expect(response?.status()).toBe(200);
  expect(page.url()).toBe(`${baseURL}/Platform`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('HTTPS sends HSTS and speaks HTTP/2', async ({ request }) => {
  const response = await request.get('/');
  expect(response.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(await handshake({ ALPNProtocols: ['h2', 'http/1.1'] })).toMatchObject({ alpn: 'h2' });
});

test('TLS 1.2 and 1.3 are accepted; TLS 1.0 and 1.1 are refused', async () => {
  expect(await handshake({ minVersion: 'TLSv1.3', maxVersion: 'TLSv1.3' })).toMatchObject({ protocol: 'TLSv1.3' });
  expect(await handshake({ minVersion: 'TLSv1.2', maxVersion: 'TLSv1.2' })).toMatchObject({ protocol: 'TLSv1.2' });
  for (const version of ['TLSv1', 'TLSv1.1'] as const) {
    expect(await handshake({ minVersion: version, maxVersion: version }), version).toHaveProperty('error');
  }
});
