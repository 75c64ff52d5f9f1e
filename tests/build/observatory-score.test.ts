import { describe, expect, it } from 'vitest';
import { gradeForScore, REDIRECTION_NOT_SCORED, scoreObservatory, type ObservatoryScore } from '../../scripts/test/observatory-score.ts';

const STRICT_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://cms.example.com",
  "connect-src 'self' https://cms.example.com",
  'frame-src https://app.example.com https://www.youtube-nocookie.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' https://formspree.io",
  "frame-ancestors 'none'",
].join('; ');

const GOOD_HEADERS = {
  'Content-Security-Policy': STRICT_POLICY,
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** The headers without one of them (names as written above). */
function without(name: string, headers: Record<string, string> = GOOD_HEADERS): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));
}

/** Each test's result and modifier, by test name. */
function byTest(score: ObservatoryScore): Record<string, [string, number]> {
  return Object.fromEntries(score.tests.map((test) => [test.test, [test.result, test.scoreModifier]]));
}

function testResult(headers: Record<string, string>, test: string, html?: string) {
  const found = scoreObservatory({ headers, ...(html !== undefined && { html }) }).tests.find((result) => result.test === test);
  if (!found) throw new Error(`no ${test} result`);
  return found;
}

const cspResult = (policy: string) => testResult({ ...GOOD_HEADERS, 'Content-Security-Policy': policy }, 'content-security-policy');

/** The site's headers on the TLS configuration (issue 25): default-src 'none', style hashes, CORP and COOP. */
const SITE_HEADERS = {
  ...GOOD_HEADERS,
  'Content-Security-Policy': STRICT_POLICY.replace("default-src 'self'", "default-src 'none'").replace(
    "style-src 'self' 'unsafe-inline'",
    "style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' 'sha256-AYkV/wUaXEz1i9pndN1veIXFHZVFTj4Ojce2rMK7bSc='",
  ),
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-site',
};
const REDIRECT_TO_HTTPS = [
  { url: 'http://www.satorixr.com/', status: 301 },
  { url: 'https://www.satorixr.com/', status: 200 },
];

describe('scoreObservatory: the site’s own policy', () => {
  it('scores the TLS configuration 140 (A+): no unsafe style, default-src none, COOP and CORP, and the redirect', () => {
    const score = scoreObservatory({
      headers: SITE_HEADERS,
      html: '<script type="module" crossorigin src="/assets/entry-client-abc.js"></script>',
      pageUrl: 'https://www.satorixr.com/',
      httpRedirects: REDIRECT_TO_HTTPS,
    });
    expect(byTest(score)).toEqual({
      'content-security-policy': ['csp-implemented-with-no-unsafe-default-src-none', 10],
      cookies: ['cookies-not-found', 0],
      'cross-origin-embedder-policy': ['coep-not-implemented', 0],
      'cross-origin-opener-policy': ['coop-implemented-with-same-origin', 10],
      'cross-origin-resource-sharing': ['cross-origin-resource-sharing-not-implemented', 0],
      redirection: ['redirection-to-https', 0],
      'referrer-policy': ['referrer-policy-private', 5],
      'strict-transport-security': ['hsts-implemented-max-age-at-least-six-months', 0],
      'subresource-integrity': ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0],
      'x-content-type-options': ['x-content-type-options-nosniff', 0],
      'x-frame-options': ['x-frame-options-implemented-via-csp', 5],
      'cross-origin-resource-policy': ['corp-implemented-with-same-site', 10],
    });
    expect(score.score).toBe(140);
    expect(score.grade).toBe('A+');
    expect(score.tests.every((test) => test.pass)).toBe(true);
    expect(score.notScored).toEqual([]);
  });

  it('scored the issue-17 headers 120 under the current rules, and 60 served on plain HTTP with no redirect', () => {
    // style-src 'unsafe-inline' earns nothing; COOP same-origin earns 10 since the Observatory added the test.
    const before = { ...GOOD_HEADERS, 'Cross-Origin-Opener-Policy': 'same-origin' };
    expect(scoreObservatory({ headers: before, httpRedirects: REDIRECT_TO_HTTPS }).score).toBe(120);
    const plainHttp = scoreObservatory({ headers: before, https: false, httpRedirects: [{ url: 'http://www.satorixr.com/', status: 200 }] });
    expect(byTest(plainHttp)['redirection']).toEqual(['redirection-missing', -20]);
    expect(byTest(plainHttp)['strict-transport-security']).toEqual(['hsts-not-implemented-no-https', -20]);
    expect(plainHttp.score).toBe(60);
  });

  it('lists the redirect as not scored without the plain-HTTP chain, and Subresource Integrity without HTML', () => {
    const { notScored } = scoreObservatory({ headers: GOOD_HEADERS });
    expect(notScored.map((entry) => entry.test)).toEqual(['redirection', 'subresource-integrity']);
    expect(notScored[0]?.why).toBe(REDIRECTION_NOT_SCORED);
  });

  it('describes each result in one sentence, and says HSTS preloading is not known', () => {
    const { tests } = scoreObservatory({ headers: GOOD_HEADERS });
    for (const test of tests) expect(test.description).toMatch(/^[A-Z][^.]*\.$/);
    expect(testResult(GOOD_HEADERS, 'strict-transport-security').description).toMatch(/scored as not preloaded/);
  });

  it('reads header names in any case', () => {
    const shouted = Object.fromEntries(Object.entries(GOOD_HEADERS).map(([name, value]) => [name.toUpperCase(), value]));
    const lower = Object.fromEntries(Object.entries(GOOD_HEADERS).map(([name, value]) => [name.toLowerCase(), value]));
    expect(scoreObservatory({ headers: shouted })).toEqual(scoreObservatory({ headers: GOOD_HEADERS }));
    expect(scoreObservatory({ headers: lower }).score).toBe(110);
  });
});

describe('scoreObservatory: the total and the grade', () => {
  it('drops the bonuses when the penalties alone leave less than 90', () => {
    // -25 for no CSP leaves 75; the +5 for the referrer policy is not added.
    const score = scoreObservatory({ headers: { ...without('Content-Security-Policy'), 'X-Frame-Options': 'DENY' } });
    expect(byTest(score)['content-security-policy']).toEqual(['csp-not-implemented', -25]);
    expect(byTest(score)['referrer-policy']).toEqual(['referrer-policy-private', 5]);
    expect(score.score).toBe(75);
    expect(score.grade).toBe('B');
  });

  it('keeps the bonuses at exactly 90, and drops them at 85', () => {
    const withUnsafeEval = { ...GOOD_HEADERS, 'Content-Security-Policy': STRICT_POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'") };
    expect(scoreObservatory({ headers: withUnsafeEval }).score).toBe(100); // 100 - 10 + 5 + 5
    const score = scoreObservatory({ headers: without('X-Content-Type-Options', withUnsafeEval) });
    expect(score.score).toBe(85); // 100 - 10 - 5, bonuses dropped
    expect(score.grade).toBe('A-');
  });

  it('never goes below 0', () => {
    const score = scoreObservatory({ headers: { 'Set-Cookie': 'sessionid=1; SameSite=Bogus' }, html: '<script src="http://cdn.example.net/a.js"></script>' });
    // CSP -25, cookies -40, HSTS -20, SRI -50, nosniff -5, XFO -20
    expect(score.score).toBe(0);
    expect(score.grade).toBe('F');
  });

  it.each([
    [110, 'A+'],
    [100, 'A+'],
    [99, 'A'],
    [90, 'A'],
    [89, 'A-'],
    [75, 'B'],
    [64, 'C+'],
    [25, 'D-'],
    [24, 'F'],
    [0, 'F'],
  ])('grades %i as %s', (score, grade) => {
    expect(gradeForScore(score)).toBe(grade);
  });
});

describe('content-security-policy', () => {
  it.each([
    ["default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'", 'csp-implemented-with-no-unsafe-default-src-none', 10],
    ["default-src 'self'; object-src 'none'", 'csp-implemented-with-no-unsafe', 5],
    ["default-src 'self'; script-src 'unsafe-inline'", 'csp-implemented-with-unsafe-inline', -20],
    ["default-src 'self'; script-src 'self' data:", 'csp-implemented-with-unsafe-inline', -20],
    ["default-src 'self'; script-src https:", 'csp-implemented-with-unsafe-inline', -20],
    ["default-src 'self'; object-src *", 'csp-implemented-with-unsafe-inline', -20],
    // No script-src and no default-src: scripts may come from anywhere.
    ["style-src 'self'; img-src 'self'", 'csp-implemented-with-unsafe-inline', -20],
    ["default-src 'self'; script-src 'self' http://cdn.example.com", 'csp-implemented-with-insecure-scheme', -20],
    ["default-src 'self'; frame-src ftp://files.example.com", 'csp-implemented-with-insecure-scheme', -20],
    ["default-src 'self'; script-src 'self' 'unsafe-eval'", 'csp-implemented-with-unsafe-eval', -10],
    ["default-src 'self'; img-src 'self' http://images.example.com", 'csp-implemented-with-insecure-scheme-in-passive-content-only', -10],
    ["default-src 'self'; style-src 'self' 'unsafe-inline'", 'csp-implemented-with-unsafe-inline-in-style-src-only', 0],
    ["default-src 'self'; script-src 'self' 'nonce-r4nd0m' 'unsafe-inline'", 'csp-implemented-with-no-unsafe', 5],
    ["default-src 'self'; script-src 'nonce-r4nd0m' 'strict-dynamic' https: 'unsafe-inline'", 'csp-implemented-with-no-unsafe', 5],
    ["default-src 'self'; script-src 'self' 'strict-dynamic'", 'csp-header-invalid', -25],
    ["default-src 'self'; script-src 'self'; script-src 'none'", 'csp-header-invalid', -25],
    ['abc', 'csp-header-invalid', -25],
    ["default-src 'self'; report-uri /a; report-uri /b", 'csp-implemented-but-duplicate-directives', 0],
    // Two policies: a source counts only if both allow it, so 'unsafe-inline' is dropped.
    ["default-src 'self'; script-src 'self' 'unsafe-inline', script-src 'self'", 'csp-implemented-with-no-unsafe', 5],
  ])('%s → %s (%i)', (policy, result, modifier) => {
    expect(cspResult(policy)).toMatchObject({ result, scoreModifier: modifier });
  });

  it('scores a report-only policy as no policy', () => {
    const reportOnly = { ...without('Content-Security-Policy'), 'Content-Security-Policy-Report-Only': STRICT_POLICY };
    expect(testResult(reportOnly, 'content-security-policy')).toMatchObject({
      result: 'csp-not-implemented-but-reporting-enabled',
      scoreModifier: -25,
      pass: false,
    });
  });

  it('mentions an open base-uri or form-action, which the Observatory reports without scoring', () => {
    const result = cspResult("default-src 'self'; frame-ancestors 'self'");
    expect(result.scoreModifier).toBe(5);
    expect(result.description).toMatch(/base-uri is not restricted, form-action allows any target/);
  });
});

describe('x-frame-options', () => {
  const withoutCsp = without('Content-Security-Policy');
  it.each([
    [{ 'Content-Security-Policy': "default-src 'self'; frame-ancestors *" }, 'x-frame-options-implemented-via-csp', 5],
    // MDN's test/x-frame-options.test.js.
    [{ 'X-Frame-Options': 'SAMEORIGIN' }, 'x-frame-options-sameorigin-or-deny', 5],
    [{ 'X-Frame-Options': 'DENY' }, 'x-frame-options-sameorigin-or-deny', 5],
    [{ 'X-Frame-Options': 'SAMEORIGIN, SAMEORIGIN' }, 'x-frame-options-header-invalid', -20],
    [{ 'X-Frame-Options': 'whimsy' }, 'x-frame-options-header-invalid', -20],
    [{ 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "frame-ancestors 'none'" }, 'x-frame-options-implemented-via-csp', 5],
    [{ 'X-Frame-Options': 'ALLOW-FROM https://example.com' }, 'x-frame-options-allow-from-origin', 0],
    [{ 'X-Frame-Options': 'maybe' }, 'x-frame-options-header-invalid', -20],
    [{}, 'x-frame-options-not-implemented', -20],
  ])('%j → %s (%i)', (headers, result, modifier) => {
    expect(testResult({ ...withoutCsp, ...headers }, 'x-frame-options')).toMatchObject({ result, scoreModifier: modifier });
  });
});

describe('the other header tests', () => {
  it.each([
    ['Strict-Transport-Security', undefined, 'hsts-not-implemented', -20],
    ['Strict-Transport-Security', 'max-age=15552000', 'hsts-implemented-max-age-at-least-six-months', 0],
    ['Strict-Transport-Security', 'max-age=86400; includeSubDomains', 'hsts-implemented-max-age-less-than-six-months', -10],
    ['Strict-Transport-Security', 'includeSubDomains', 'hsts-header-invalid', -20],
    ['Strict-Transport-Security', 'max-age=31536000, max-age=31536000', 'hsts-header-invalid', -20],
    ['X-Content-Type-Options', undefined, 'x-content-type-options-not-implemented', -5],
    ['X-Content-Type-Options', 'sniff-away', 'x-content-type-options-header-invalid', -5],
    ['Referrer-Policy', undefined, 'referrer-policy-not-implemented', 0],
    ['Referrer-Policy', 'unsafe-url', 'referrer-policy-unsafe', -5],
    ['Referrer-Policy', 'unsafe-url, no-referrer', 'referrer-policy-private', 5],
    ['Referrer-Policy', 'whatever', 'referrer-policy-header-invalid', -5],
    ['Cross-Origin-Resource-Policy', 'same-origin', 'corp-implemented-with-same-origin', 10],
    ['Cross-Origin-Resource-Policy', 'same-site', 'corp-implemented-with-same-site', 10],
    ['Cross-Origin-Resource-Policy', 'cross-origin', 'corp-implemented-with-cross-origin', 0],
    ['Cross-Origin-Resource-Policy', 'nope', 'corp-header-invalid', -5],
    ['Access-Control-Allow-Origin', '*', 'cross-origin-resource-sharing-implemented-with-public-access', 0],
    ['Access-Control-Allow-Origin', 'https://app.example.com', 'cross-origin-resource-sharing-implemented-with-restricted-access', 0],
  ])('%s: %s → %s (%i)', (name, value, result, modifier) => {
    const headers = { ...without(name), ...(value !== undefined && { [name]: value }) };
    const test = scoreObservatory({ headers }).tests.find((entry) => entry.result === result);
    expect(test?.scoreModifier).toBe(modifier);
  });
});

describe('cookies', () => {
  const cookies = (setCookie: string, headers: Record<string, string> = GOOD_HEADERS) => testResult({ ...headers, 'Set-Cookie': setCookie }, 'cookies');
  const withoutHsts = without('Strict-Transport-Security');

  it.each([
    ['theme=dark; Secure; SameSite=Lax', 'cookies-secure-with-httponly-sessions-and-samesite', 5],
    ['theme=dark; Secure', 'cookies-secure-with-httponly-sessions', 0],
    ['theme=dark; SameSite=Lax', 'cookies-without-secure-flag-but-protected-by-hsts', -5],
    ['sessionid=1; HttpOnly; SameSite=Lax', 'cookies-session-without-secure-flag-but-protected-by-hsts', -10],
    ['sessionid=1; Secure; SameSite=Lax', 'cookies-session-without-httponly-flag', -30],
    ['csrftoken=1; Secure', 'cookies-anticsrf-without-samesite-flag', -20],
    ['theme=dark; Secure; SameSite=Sometimes', 'cookies-samesite-flag-invalid', -20],
    ['theme=dark; SameSite=None', 'cookies-samesite-flag-invalid', -20],
    ['heroku-session-affinity=x', 'cookies-not-found', 0],
  ])('%s → %s (%i)', (setCookie, result, modifier) => {
    expect(cookies(setCookie)).toMatchObject({ result, scoreModifier: modifier });
  });

  it('is harsher on insecure cookies without HSTS', () => {
    expect(cookies('theme=dark; SameSite=Lax', withoutHsts).result).toBe('cookies-without-secure-flag');
    expect(cookies('sessionid=1; HttpOnly; SameSite=Lax', withoutHsts)).toMatchObject({ result: 'cookies-session-without-secure-flag', scoreModifier: -40 });
  });

  it('reads several cookies, one a line or comma-joined, without splitting an Expires date', () => {
    expect(cookies('a=1; Secure; SameSite=Lax; Expires=Wed, 21 Oct 2037 07:28:00 GMT\nsessionid=2; Secure; SameSite=Strict').result).toBe(
      'cookies-session-without-httponly-flag',
    );
    expect(cookies('a=1; Secure; SameSite=Lax; Expires=Wed, 21 Oct 2037 07:28:00 GMT, b=2; Secure; SameSite=Lax').result).toBe(
      'cookies-secure-with-httponly-sessions-and-samesite',
    );
  });
});

describe('subresource-integrity', () => {
  const sri = (html: string, pageUrl?: string) => {
    const found = scoreObservatory({ headers: GOOD_HEADERS, html, ...(pageUrl !== undefined && { pageUrl }) }).tests.find(
      (test) => test.test === 'subresource-integrity',
    );
    if (!found) throw new Error('no subresource-integrity result');
    return found;
  };

  it.each([
    ['<p>No scripts</p>', 'sri-not-implemented-but-no-scripts-loaded', 0],
    [
      '<script type="module" src="/assets/index-abc.js"></script><script>window.x = 1</script>',
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      0,
    ],
    ['<script src="/app.js" integrity="sha384-abc"></script>', 'sri-implemented-and-all-scripts-loaded-securely', 5],
    ['<script src="https://cdn.example.net/a.js"></script>', 'sri-not-implemented-but-external-scripts-loaded-securely', -5],
    ['<script src="https://cdn.example.net/a.js" integrity="sha384-abc" crossorigin></script>', 'sri-implemented-and-external-scripts-loaded-securely', 5],
    ['<script src="//cdn.example.net/a.js" integrity="sha384-abc"></script>', 'sri-implemented-but-external-scripts-not-loaded-securely', -20],
    ['<script src="http://cdn.example.net/a.js"></script>', 'sri-not-implemented-and-external-scripts-not-loaded-securely', -50],
    // subresource-integrity.js ranks -5 as worse than -20, so a page with both gets -5.
    [
      '<script src="//cdn.example.net/a.js" integrity="sha384-abc"></script><script src="https://cdn.example.net/b.js"></script>',
      'sri-not-implemented-but-external-scripts-loaded-securely',
      -5,
    ],
    [
      '<!-- <script src="http://cdn.example.net/a.js"></script> --><script src="/a.js"></script>',
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      0,
    ],
  ])('%s → %s (%i)', (html, result, modifier) => {
    expect(sri(html)).toMatchObject({ result, scoreModifier: modifier });
  });

  it('costs an external http script 50 points and the bonuses', () => {
    const score = scoreObservatory({ headers: GOOD_HEADERS, html: '<script src="http://cdn.example.net/a.js"></script>' });
    expect(score.score).toBe(50);
    expect(score.grade).toBe('C');
    expect(score.notScored.map((entry) => entry.test)).toEqual(['redirection']);
  });

  it('treats an absolute https script on the page’s own site as same-origin, given the page address', () => {
    const html = '<script src="https://www.example.com/app.js"></script>';
    expect(sri(html, 'https://example.com/').result).toBe('sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
    expect(sri(html).result).toBe('sri-not-implemented-but-external-scripts-loaded-securely');
  });

  it('does not apply to a response that is not HTML', () => {
    const test = scoreObservatory({ headers: { ...GOOD_HEADERS, 'Content-Type': 'application/json' }, html: '' }).tests.find(
      (entry) => entry.test === 'subresource-integrity',
    );
    expect(test?.result).toBe('sri-not-implemented-response-not-html');
  });
});

/** MDN's own expectations: mdn/mdn-http-observatory test/cross-origin-opener-policy.test.js. */
describe('cross-origin-opener-policy (MDN’s cases)', () => {
  const coop = (value?: string) =>
    testResult({ ...GOOD_HEADERS, ...(value !== undefined && { 'Cross-Origin-Opener-Policy': value }) }, 'cross-origin-opener-policy');

  it('is not implemented when missing, which passes', () => {
    expect(coop()).toMatchObject({ result: 'coop-not-implemented', scoreModifier: 0, pass: true });
  });

  it.each(['whimsy', '"same-origin"', 'Same-Origin', 'SAME-ORIGIN', 'same-origin; report-to=coop endpoint'])('rejects %s', (value) => {
    expect(coop(value)).toMatchObject({ result: 'coop-header-invalid', scoreModifier: -5, pass: false });
  });

  it.each([
    ['same-origin', 'coop-implemented-with-same-origin', 10],
    ['same-origin-allow-popups', 'coop-implemented-with-same-origin-allow-popups', 10],
    ['noopener-allow-popups', 'coop-implemented-with-noopener-allow-popups', 10],
    ['unsafe-none', 'coop-implemented-with-unsafe-none', 0],
    ['same-origin; report-to="coop-endpoint"', 'coop-implemented-with-same-origin', 10],
    ['same-origin-allow-popups; report-to="coop-endpoint"', 'coop-implemented-with-same-origin-allow-popups', 10],
    // An invalid report-to parameter does not invalidate the whole header.
    ['same-origin; report-to', 'coop-implemented-with-same-origin', 10],
  ])('accepts %s → %s (%i)', (value, result, modifier) => {
    expect(coop(value)).toMatchObject({ result, scoreModifier: modifier, pass: true });
  });

  it('rejects the header sent twice', () => {
    const twice = scoreObservatory({ headers: { ...GOOD_HEADERS, 'Cross-Origin-Opener-Policy': 'same-origin', 'cross-origin-opener-policy': 'unsafe-none' } });
    expect(byTest(twice)['cross-origin-opener-policy']).toEqual(['coop-header-invalid', -5]);
  });
});

/** MDN's test/cross-origin-embedder-policy.test.js. */
describe('cross-origin-embedder-policy (MDN’s cases)', () => {
  const coep = (value?: string) =>
    testResult({ ...GOOD_HEADERS, ...(value !== undefined && { 'Cross-Origin-Embedder-Policy': value }) }, 'cross-origin-embedder-policy');

  it('is not implemented when missing, which passes', () => {
    expect(coep()).toMatchObject({ result: 'coep-not-implemented', scoreModifier: 0, pass: true });
  });

  it.each(['whimsy', '"require-corp"', 'Require-Corp', 'REQUIRE-CORP', 'require-corp; report-to=coep endpoint'])('rejects %s', (value) => {
    expect(coep(value)).toMatchObject({ result: 'coep-header-invalid', scoreModifier: -5, pass: false });
  });

  it.each([
    ['require-corp', 'coep-implemented-with-require-corp', 10],
    ['credentialless', 'coep-implemented-with-credentialless', 10],
    ['unsafe-none', 'coep-implemented-with-unsafe-none', 0],
    ['require-corp; report-to="coep-endpoint"', 'coep-implemented-with-require-corp', 10],
    ['credentialless; report-to="coep-endpoint"', 'coep-implemented-with-credentialless', 10],
    ['require-corp; report-to', 'coep-implemented-with-require-corp', 10],
  ])('accepts %s → %s (%i)', (value, result, modifier) => {
    expect(coep(value)).toMatchObject({ result, scoreModifier: modifier, pass: true });
  });
});

/** MDN's test/redirection.test.js, with no host on the HSTS preload list (the preload list is not read here). */
describe('redirection (MDN’s cases)', () => {
  const redirection = (httpRedirects: { url: string; status: number }[] | null, certificateVerified = true) => {
    const found = scoreObservatory({ headers: GOOD_HEADERS, httpRedirects, certificateVerified }).tests.find((test) => test.test === 'redirection');
    if (!found) throw new Error('no redirection result');
    return found;
  };

  it.each([
    ['no http but https', null, 'redirection-not-needed-no-http', 0, true],
    ['redirection missing', [{ url: 'http://mozilla.org', status: 200 }], 'redirection-missing', -20, false],
    [
      'redirection not to https',
      [
        { url: 'http://mozilla.org', status: 301 },
        { url: 'http://www.mozilla.org', status: 200 },
      ],
      'redirection-not-to-https',
      -20,
      false,
    ],
    [
      'a longer chain never reaching https',
      [
        { url: 'http://mozilla.org', status: 301 },
        { url: 'http://www.mozilla.org', status: 302 },
        { url: 'http://www.mozilla.org/en/', status: 200 },
      ],
      'redirection-not-to-https',
      -20,
      false,
    ],
    [
      'proper redirection to https',
      [
        { url: 'http://mozilla.org/', status: 301 },
        { url: 'https://mozilla.org/', status: 200 },
      ],
      'redirection-to-https',
      0,
      true,
    ],
    [
      'proper redirection to https with a port number',
      [
        { url: 'http://mozilla.org/', status: 301 },
        { url: 'https://mozilla.org:8443/', status: 200 },
      ],
      'redirection-to-https',
      0,
      true,
    ],
    [
      'first redirection to http',
      [
        { url: 'http://mozilla.org/', status: 301 },
        { url: 'http://www.mozilla.org/', status: 301 },
        { url: 'https://www.mozilla.org/', status: 200 },
      ],
      'redirection-not-to-https-on-initial-redirection',
      -10,
      false,
    ],
    [
      'first redirection off host',
      [
        { url: 'http://mozilla.org/', status: 301 },
        { url: 'https://www.mozilla.org/', status: 200 },
      ],
      'redirection-off-host-from-http',
      -5,
      false,
    ],
  ])('%s → %s (%i)', (_case, httpRedirects, result, modifier, pass) => {
    expect(redirection(httpRedirects)).toMatchObject({ result, scoreModifier: modifier, pass });
  });

  it('fails a redirect to HTTPS whose certificate does not verify', () => {
    expect(redirection(REDIRECT_TO_HTTPS, false)).toMatchObject({ result: 'redirection-invalid-cert', scoreModifier: -20, pass: false });
  });
});

/** MDN's test/strict-transport-security.test.js: no HTTPS, or a certificate that does not verify. */
describe('strict-transport-security without working HTTPS (MDN’s cases)', () => {
  it('cannot apply without HTTPS, or with a certificate that fails', () => {
    expect(byTest(scoreObservatory({ headers: GOOD_HEADERS, https: false }))['strict-transport-security']).toEqual(['hsts-not-implemented-no-https', -20]);
    expect(byTest(scoreObservatory({ headers: GOOD_HEADERS, certificateVerified: false }))['strict-transport-security']).toEqual(['hsts-invalid-cert', -20]);
  });
});
