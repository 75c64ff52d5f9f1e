import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMailto, composeShareMail, isShareEmailValid } from './share-mailto.ts';

/** Reads a mailto: URI back the way a mail program does. */
function parseMailto(uri: string) {
  const url = new URL(uri);
  return {
    protocol: url.protocol,
    to: decodeURIComponent(url.pathname),
    headers: [...url.searchParams.keys()],
    subject: decodeURIComponent(/[?&]subject=([^&]*)/.exec(url.search)?.[1] ?? ''),
    body: decodeURIComponent(/[?&]body=([^&]*)/.exec(url.search)?.[1] ?? ''),
  };
}

const copy = {
  subject: 'Check out {product}',
  greeting: 'Hi,',
  fromLine: '{name} thought you would like this:',
  anonymousLine: 'I thought you would like this:',
};

describe('the share mailto link', () => {
  it('for any Unicode name and e-mail, parses back to the same fields and never gains a header', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (name, local, domain) => {
        const email = `${local}@${domain}`;
        const mail = composeShareMail({ email, name, pageUrl: 'https://www.satorixr.com/?a=1&b=2#top', product: 'Satori XR' }, copy);
        const parsed = parseMailto(buildMailto(mail));
        expect(parsed.protocol).toBe('mailto:');
        expect(parsed.headers).toEqual(['subject', 'body']);
        expect(parsed.to).toBe(mail.to.toWellFormed());
        expect(parsed.subject).toBe('Check out Satori XR');
        expect(parsed.body).toBe(mail.body.toWellFormed().replace(/\r\n|\r|\n/g, '\r\n'));
      }),
      { numRuns: 500 },
    );
    // 500 generated cases take well under a second alone, but a loaded CI machine can stretch that past the default 5 s.
  }, 30_000);

  it('resists header injection attempts', () => {
    const uri = buildMailto({
      to: 'boss@example.com?cc=all@example.com&bcc=x@example.com',
      subject: 'Hi&bcc=evil@example.com',
      body: 'a\r\nBcc: evil@example.com',
    });
    expect(parseMailto(uri).headers).toEqual(['subject', 'body']);
    expect(uri).not.toMatch(/[?&](cc|bcc)=/i);
  });

  it('greets, names the sender when given, and includes the page address', () => {
    const named = composeShareMail({ email: ' boss@example.com ', name: ' Priya ', pageUrl: 'https://www.satorixr.com/', product: 'Satori XR' }, copy);
    expect(named).toEqual({
      to: 'boss@example.com',
      subject: 'Check out Satori XR',
      body: 'Hi,\n\nPriya thought you would like this:\nhttps://www.satorixr.com/',
    });
    expect(composeShareMail({ email: 'boss@example.com', name: '  ', pageUrl: 'https://www.satorixr.com/', product: 'Satori XR' }, copy).body).toBe(
      'Hi,\n\nI thought you would like this:\nhttps://www.satorixr.com/',
    );
  });

  it('accepts an e-mail only when it is non-empty and contains "@"', () => {
    expect(isShareEmailValid('')).toBe(false);
    expect(isShareEmailValid('   ')).toBe(false);
    expect(isShareEmailValid('boss.example.com')).toBe(false);
    expect(isShareEmailValid('boss@example.com')).toBe(true);
  });
});
