/**
 * Scores a page's HTTP response headers the way the Mozilla (MDN) HTTP Observatory does, so a build or a test can
 * tell what grade the deployed site will get, without a network scan. Pure functions, no I/O.
 *
 * The rules it follows (repository mdn/mdn-http-observatory, read from its source, not guessed):
 *   src/scanner/index.js, src/constants.js   the tests that count, and the score: 100 + the modifiers, where bonuses
 *                                            only count if 100 + the penalties alone is at least 90 (an A)
 *   src/grader/charts.js                     SCORE_TABLE (the modifiers below), GRADE_CHART, MINIMUM_SCORE_FOR_EXTRA_CREDIT
 *   src/grader/grader.js                     getGradeForScore: clamp at 0, round down to a multiple of 5, cap at 100
 *   src/analyzer/cspParser.js                how a CSP header is parsed, and what makes it invalid
 *   src/analyzer/tests/csp.js, cookies.js, cross-origin-embedder-policy.js, cross-origin-opener-policy.js, cors.js,
 *     redirection.js, referrer-policy.js, strict-transport-security.js, subresource-integrity.js,
 *     x-content-type-options.js, x-frame-options.js, cross-origin-resource-policy.js   one file per test
 *   src/analyzer/utils.js                    parseStructuredFieldToken: COOP and COEP are RFC 8941 tokens
 *   test/*.test.js                           MDN's published expectations (tests/build/observatory-score.test.ts)
 *   src/analyzer/utils.js                    onlyIfWorse: a test keeps its worst finding, in each test's own order
 *   src/types.js                             the result names (Expectation)
 *
 * Modifiers (SCORE_TABLE):
 *   content-security-policy        default-src-none +10, no-unsafe +5, unsafe-inline-in-style-src-only 0, duplicate-directives 0,
 *                                  insecure-scheme-in-passive-content-only -10, unsafe-eval -10, unsafe-inline -20,
 *                                  insecure-scheme -20, header-invalid -25, not-implemented -25, not-implemented-but-reporting-enabled -25
 *   cookies                        secure-with-httponly-sessions-and-samesite +5, secure-with-httponly-sessions 0, not-found 0,
 *                                  without-secure-flag-but-protected-by-hsts -5, session-without-secure-flag-but-protected-by-hsts -10,
 *                                  without-secure-flag -20, samesite-flag-invalid -20, anticsrf-without-samesite-flag -20,
 *                                  session-without-httponly-flag -30, session-without-secure-flag -40
 *   cross-origin-resource-sharing  not-implemented 0, public-access 0, restricted-access 0, universal-access -50
 *   referrer-policy                private +5, not-implemented 0, unsafe -5, header-invalid -5
 *   strict-transport-security      preloaded +5, max-age-at-least-six-months 0, less-than-six-months -10, not-implemented -20, invalid -20
 *   subresource-integrity          implemented-and-all-scripts-loaded-securely +5, implemented-and-external-scripts-loaded-securely +5,
 *                                  not-html 0, no-scripts 0, all-scripts-from-secure-origin 0, external-scripts-loaded-securely -5,
 *                                  implemented-but-external-scripts-not-loaded-securely -20, not-implemented-and-not-loaded-securely -50
 *   x-content-type-options         nosniff 0, not-implemented -5, header-invalid -5
 *   x-frame-options                implemented-via-csp +5, sameorigin-or-deny +5, allow-from-origin 0, not-implemented -20, invalid -20
 *   cross-origin-resource-policy   same-origin +10, same-site +10, cross-origin 0, not-implemented 0, header-invalid -5
 *   cross-origin-opener-policy     same-origin +10, same-origin-allow-popups +10, noopener-allow-popups +10, unsafe-none 0,
 *                                  not-implemented 0, header-invalid -5
 *   cross-origin-embedder-policy   require-corp +10, credentialless +10, unsafe-none 0, not-implemented 0, header-invalid -5
 *   redirection                    all-redirects-preloaded 0, to-https 0, not-needed-no-http 0, off-host-from-http -5,
 *                                  not-to-https-on-initial-redirection -10, not-to-https -20, missing -20, invalid-cert -20
 *   strict-transport-security also not-implemented-no-https -20 and invalid-cert -20 (no HTTPS, or a certificate that fails)
 *
 * The redirection test needs the plain-HTTP request's redirect chain (`httpRedirects`); without it, it is listed as
 * not scored. Where headers alone cannot reproduce a scan: HSTS preload status is unknown (treated as not preloaded); CORS
 * reflection of an arbitrary Origin (universal-access) needs a request with an Origin header; several CSP policies in one
 * header are merged by exact-source intersection (cspParser.js also matches paths); SRI parses <script> tags with a
 * regular expression instead of jsdom, and "same site" compares the last two host labels instead of the public suffix list.
 */

export interface ObservatoryInput {
  /** Response headers of an HTML page served over HTTPS; names in any case. Several Set-Cookie values: one per line. */
  headers: Readonly<Record<string, string>>;
  /** The page's HTML, for the Subresource Integrity test (optional). */
  html?: string;
  /** The page's address, so the SRI test can tell same-site scripts from external ones (optional). */
  pageUrl?: string;
  /**
   * What a request for http://<host>/ went through, as the scanner follows it: each address with its status,
   * starting with the http:// one (a single entry: no redirect). `null`: nothing answers plain HTTP. Without it,
   * the redirection test is not scored.
   */
  httpRedirects?: readonly RedirectStep[] | null;
  /** Whether the HTTPS response's certificate chain verified; false costs HSTS and the redirect 20 each. Default: true. */
  certificateVerified?: boolean;
  /** Whether the page was fetched over HTTPS at all; false: HSTS cannot apply. Default: true. */
  https?: boolean;
}

export interface RedirectStep {
  url: string;
  status: number;
}

export interface ObservatoryTestResult {
  test: string;
  result: string;
  scoreModifier: number;
  pass: boolean;
  description: string;
}

export interface ObservatoryScore {
  score: number;
  grade: string;
  tests: ObservatoryTestResult[];
  notScored: { test: string; why: string }[];
}

/** SCORE_TABLE of src/grader/charts.js: each result's modifier, with its description in plain English. */
const EXPECTATIONS = {
  'csp-implemented-with-no-unsafe-default-src-none': [10, "Content Security Policy is set with default-src 'none' and nothing unsafe"],
  'csp-implemented-with-no-unsafe': [5, "Content Security Policy is set without 'unsafe-inline' or 'unsafe-eval'"],
  'csp-implemented-with-unsafe-inline-in-style-src-only': [
    0,
    "Content Security Policy is set, with unsafe sources ('unsafe-inline', data: or broad ones) in style-src only",
  ],
  'csp-implemented-but-duplicate-directives': [0, 'Content Security Policy is set, but repeats a report-uri or report-to directive'],
  'csp-implemented-with-insecure-scheme-in-passive-content-only': [-10, 'Content Security Policy lets images or media load over plain HTTP'],
  'csp-implemented-with-unsafe-eval': [-10, "Content Security Policy allows 'unsafe-eval'"],
  'csp-implemented-with-unsafe-inline': [
    -20,
    "Content Security Policy is unsafe: script-src allows 'unsafe-inline', data: or a broad source, or object-src allows a broad source",
  ],
  'csp-implemented-with-insecure-scheme': [-20, 'Content Security Policy lets active content (scripts, styles, frames…) load over plain HTTP or FTP'],
  'csp-header-invalid': [-25, 'Content Security Policy header cannot be parsed'],
  'csp-not-implemented': [-25, 'Content Security Policy header is not set'],
  'csp-not-implemented-but-reporting-enabled': [-25, 'Only Content-Security-Policy-Report-Only is set, so no policy is enforced'],

  'cookies-secure-with-httponly-sessions-and-samesite': [5, 'All cookies are Secure, session cookies are HttpOnly, and all use SameSite'],
  'cookies-secure-with-httponly-sessions': [0, 'All cookies are Secure and session cookies are HttpOnly, but not all use SameSite'],
  'cookies-not-found': [0, 'The response sets no cookies'],
  'cookies-without-secure-flag-but-protected-by-hsts': [-5, 'Cookies are set without Secure, though HSTS keeps them off plain HTTP'],
  'cookies-session-without-secure-flag-but-protected-by-hsts': [-10, 'A session cookie is set without Secure, though HSTS keeps it off plain HTTP'],
  'cookies-without-secure-flag': [-20, 'Cookies are set without the Secure flag'],
  'cookies-samesite-flag-invalid': [-20, 'A cookie has a SameSite value other than Strict, Lax or None, or SameSite=None without Secure'],
  'cookies-anticsrf-without-samesite-flag': [-20, 'An anti-CSRF cookie is set without SameSite'],
  'cookies-session-without-httponly-flag': [-30, 'A session cookie is set without HttpOnly'],
  'cookies-session-without-secure-flag': [-40, 'A session cookie is set without Secure'],

  'cross-origin-resource-sharing-not-implemented': [0, 'The content is not shared across origins (no Access-Control-Allow-Origin)'],
  'cross-origin-resource-sharing-implemented-with-public-access': [
    0,
    'The content is public to every origin (Access-Control-Allow-Origin: *), without credentials',
  ],
  'cross-origin-resource-sharing-implemented-with-restricted-access': [0, 'The content is shared with specific origins only'],
  'cross-origin-resource-sharing-implemented-with-universal-access': [-50, 'Any origin may read the content with credentials'],

  'referrer-policy-private': [5, 'Referrer-Policy is no-referrer, same-origin, strict-origin or strict-origin-when-cross-origin'],
  'referrer-policy-not-implemented': [0, 'Referrer-Policy is not set, so browsers use their default'],
  'referrer-policy-unsafe': [-5, 'Referrer-Policy is origin, origin-when-cross-origin, unsafe-url or no-referrer-when-downgrade'],
  'referrer-policy-header-invalid': [-5, 'Referrer-Policy has no recognised value'],

  'hsts-preloaded': [5, 'The domain is on the HSTS preload list'],
  'hsts-implemented-max-age-at-least-six-months': [0, 'Strict-Transport-Security is set for at least six months'],
  'hsts-implemented-max-age-less-than-six-months': [-10, 'Strict-Transport-Security is set for less than six months'],
  'hsts-not-implemented': [-20, 'Strict-Transport-Security is not set'],
  'hsts-header-invalid': [-20, 'Strict-Transport-Security cannot be parsed (no max-age, or the header is set twice)'],
  'hsts-not-implemented-no-https': [-20, 'The site does not answer over HTTPS, so Strict-Transport-Security cannot apply'],
  'hsts-invalid-cert': [-20, 'The HTTPS certificate does not verify, so browsers ignore Strict-Transport-Security'],

  'sri-implemented-and-all-scripts-loaded-securely': [5, 'Scripts use Subresource Integrity and all load from the same site'],
  'sri-implemented-and-external-scripts-loaded-securely': [5, 'External scripts use Subresource Integrity and load over HTTPS'],
  'sri-not-implemented-response-not-html': [0, 'The response is not HTML, so Subresource Integrity does not apply'],
  'sri-not-implemented-but-no-scripts-loaded': [0, 'The page has no script elements, so Subresource Integrity is not needed'],
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': [
    0,
    'All scripts are inline or load from the same site, so Subresource Integrity is not needed',
  ],
  'sri-not-implemented-but-external-scripts-loaded-securely': [-5, 'External scripts load over HTTPS but without Subresource Integrity'],
  'sri-implemented-but-external-scripts-not-loaded-securely': [-20, 'External scripts use Subresource Integrity but load over HTTP or a protocol-relative URL'],
  'sri-not-implemented-and-external-scripts-not-loaded-securely': [
    -50,
    'External scripts load over HTTP or a protocol-relative URL, without Subresource Integrity',
  ],

  'x-content-type-options-nosniff': [0, 'X-Content-Type-Options is nosniff'],
  'x-content-type-options-not-implemented': [-5, 'X-Content-Type-Options is not set'],
  'x-content-type-options-header-invalid': [-5, 'X-Content-Type-Options has a value other than nosniff'],

  'x-frame-options-implemented-via-csp': [5, 'Framing is controlled by the CSP frame-ancestors directive'],
  'x-frame-options-sameorigin-or-deny': [5, 'X-Frame-Options is SAMEORIGIN or DENY'],
  'x-frame-options-allow-from-origin': [0, 'X-Frame-Options uses ALLOW-FROM'],
  'x-frame-options-not-implemented': [-20, 'Neither X-Frame-Options nor CSP frame-ancestors is set'],
  'x-frame-options-header-invalid': [-20, 'X-Frame-Options has an unrecognised value'],

  'corp-implemented-with-same-origin': [10, 'Cross-Origin-Resource-Policy is same-origin'],
  'corp-implemented-with-same-site': [10, 'Cross-Origin-Resource-Policy is same-site'],
  'corp-implemented-with-cross-origin': [0, 'Cross-Origin-Resource-Policy is cross-origin'],
  'corp-not-implemented': [0, 'Cross-Origin-Resource-Policy is not set (browsers default to cross-origin)'],
  'corp-header-invalid': [-5, 'Cross-Origin-Resource-Policy has an unrecognised value'],

  'coop-implemented-with-same-origin': [10, 'Cross-Origin-Opener-Policy is same-origin'],
  'coop-implemented-with-same-origin-allow-popups': [10, 'Cross-Origin-Opener-Policy is same-origin-allow-popups'],
  'coop-implemented-with-noopener-allow-popups': [10, 'Cross-Origin-Opener-Policy is noopener-allow-popups'],
  'coop-implemented-with-unsafe-none': [0, 'Cross-Origin-Opener-Policy is unsafe-none'],
  'coop-not-implemented': [0, 'Cross-Origin-Opener-Policy is not set (browsers default to unsafe-none)'],
  'coop-header-invalid': [-5, 'Cross-Origin-Opener-Policy is sent twice or has an unrecognised value'],

  'coep-implemented-with-require-corp': [10, 'Cross-Origin-Embedder-Policy is require-corp'],
  'coep-implemented-with-credentialless': [10, 'Cross-Origin-Embedder-Policy is credentialless'],
  'coep-implemented-with-unsafe-none': [0, 'Cross-Origin-Embedder-Policy is unsafe-none'],
  'coep-not-implemented': [0, 'Cross-Origin-Embedder-Policy is not set (browsers default to unsafe-none)'],
  'coep-header-invalid': [-5, 'Cross-Origin-Embedder-Policy is sent twice or has an unrecognised value'],

  'redirection-all-redirects-preloaded': [0, 'Every host plain HTTP passes through is on the HSTS preload list'],
  'redirection-to-https': [0, 'Plain HTTP redirects to HTTPS on the same host first'],
  'redirection-not-needed-no-http': [0, 'Nothing answers plain HTTP, so no redirect is needed'],
  'redirection-off-host-from-http': [-5, 'Plain HTTP redirects to HTTPS on another host, so HSTS is never set for this one'],
  'redirection-not-to-https-on-initial-redirection': [-10, 'Plain HTTP first redirects to another plain-HTTP address'],
  'redirection-not-to-https': [-20, 'Plain HTTP redirects, but never to HTTPS'],
  'redirection-missing': [-20, 'Plain HTTP is answered without a redirect to HTTPS'],
  'redirection-invalid-cert': [-20, 'Plain HTTP redirects to HTTPS whose certificate does not verify'],
} as const satisfies Record<string, readonly [number, string]>;

type Expectation = keyof typeof EXPECTATIONS;

interface TestOutcome {
  result: Expectation;
  pass: boolean;
  /** Added to the result's description, for what this particular response shows. */
  note?: string;
}

/** GRADE_CHART of src/grader/charts.js, keyed by the score rounded down to a multiple of 5. */
const GRADE_CHART = new Map([
  [100, 'A+'],
  [95, 'A'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [75, 'B'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [55, 'C'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [35, 'D'],
  [30, 'D'],
  [25, 'D-'],
  [20, 'F'],
  [15, 'F'],
  [10, 'F'],
  [5, 'F'],
  [0, 'F'],
]);
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

export const REDIRECTION_NOT_SCORED = 'no plain-HTTP request was made, so its redirect chain is unknown';

export function gradeForScore(score: number): string {
  return GRADE_CHART.get(Math.min(score - (score % 5), 100)) ?? 'F';
}

export function scoreObservatory(input: ObservatoryInput): ObservatoryScore {
  const header = headerReader(input.headers);
  const csp = parseCspHeader(header('content-security-policy'));
  const certificateVerified = input.certificateVerified ?? true;
  const hsts = strictTransportSecurityTest(header('strict-transport-security'), { https: input.https ?? true, certificateVerified });

  // The order of src/constants.js ALL_TESTS.
  const outcomes: [string, TestOutcome][] = [
    ['content-security-policy', contentSecurityPolicyTest(csp, header('content-security-policy-report-only'))],
    ['cookies', cookiesTest(header('set-cookie'), hsts.pass)],
    ['cross-origin-embedder-policy', crossOriginEmbedderPolicyTest(header('cross-origin-embedder-policy'))],
    ['cross-origin-opener-policy', crossOriginOpenerPolicyTest(header('cross-origin-opener-policy'))],
    ['cross-origin-resource-sharing', crossOriginResourceSharingTest(header('access-control-allow-origin'), header('access-control-allow-credentials'))],
  ];
  const notScored: { test: string; why: string }[] = [];
  if (input.httpRedirects === undefined) notScored.push({ test: 'redirection', why: REDIRECTION_NOT_SCORED });
  else outcomes.push(['redirection', redirectionTest(input.httpRedirects, certificateVerified)]);
  outcomes.push(['referrer-policy', referrerPolicyTest(header('referrer-policy'))], ['strict-transport-security', hsts]);
  if (input.html === undefined) {
    notScored.push({ test: 'subresource-integrity', why: 'No HTML was given, so the page’s script elements could not be checked.' });
  } else {
    outcomes.push(['subresource-integrity', subresourceIntegrityTest(input.html, header('content-type'), input.pageUrl)]);
  }
  outcomes.push(
    ['x-content-type-options', xContentTypeOptionsTest(header('x-content-type-options'))],
    ['x-frame-options', xFrameOptionsTest(header('x-frame-options'), csp)],
    ['cross-origin-resource-policy', crossOriginResourcePolicyTest(header('cross-origin-resource-policy'))],
  );

  const tests = outcomes.map(([test, { result, pass, note }]): ObservatoryTestResult => {
    const [scoreModifier, description] = EXPECTATIONS[result];
    return { test, result, scoreModifier, pass, description: `${description}${note ? `; ${note}` : ''}.` };
  });
  // src/scanner/index.js: bonuses only count when the penalties alone still leave an A.
  const scoreWithPenaltiesOnly = 100 + sum(tests.map((t) => Math.min(t.scoreModifier, 0)));
  const scoreWithExtraCredit = 100 + sum(tests.map((t) => t.scoreModifier));
  const score = Math.max(scoreWithPenaltiesOnly >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? scoreWithExtraCredit : scoreWithPenaltiesOnly, 0);
  return { score, grade: gradeForScore(score), tests, notScored };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** onlyIfWorse of src/analyzer/utils.js, over all of a test's findings: the one furthest down the test's own order. */
function worstOf(findings: Expectation[], bestFirst: Expectation[]): Expectation | undefined {
  return findings.reduce<Expectation | undefined>(
    (worst, finding) => (worst === undefined || bestFirst.indexOf(finding) > bestFirst.indexOf(worst) ? finding : worst),
    undefined,
  );
}

/** Case-insensitive header lookup; names repeated in different cases are joined as Node joins repeated headers. */
function headerReader(headers: Readonly<Record<string, string>>): (name: string) => string | undefined {
  const byName = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    const previous = byName.get(key);
    byName.set(key, previous === undefined ? value : `${previous}${key === 'set-cookie' ? '\n' : ', '}${value}`);
  }
  return (name) => byName.get(name);
}

// ---- content-security-policy (csp.js, cspParser.js) ----

type Csp = Map<string, Set<string>>;
interface ParsedCsp {
  directives: Csp;
  /** cspParser.js allows report-uri and report-to twice, but csp.js then reports the duplicate instead of passing. */
  duplicateReportDirective: boolean;
}

/** cspParser.js rejects a policy shorter than the shortest directive that means anything ("img-src" less one). */
const SHORTEST_POLICY_LENGTH = 6;
const DUPLICATES_ALLOWED = new Set(['report-uri', 'report-to']);

/** undefined: no header; 'invalid': what cspParser.js throws on (a too-short policy, a repeated directive). */
function parseCspHeader(value: string | undefined): ParsedCsp | 'invalid' | undefined {
  if (value === undefined) return undefined;
  // Commas separate policies (CSP3 §2.2); the browser enforces all of them, so a source must be allowed by each.
  const policies = value.split(',').map((policy) => policy.replace(/[\r\n]/g, '').trim());
  if (policies.some((policy) => policy.length < SHORTEST_POLICY_LENGTH)) return 'invalid';
  const directives: Csp = new Map();
  let duplicateReportDirective = false;
  for (const [index, policy] of policies.entries()) {
    const seen = new Set<string>();
    for (const entry of policy.split(';')) {
      const [rawName = '', ...rawSources] = entry.trim().split(/\s+/);
      if (!rawName) continue;
      const name = rawName.toLowerCase();
      if (seen.has(name)) {
        if (!DUPLICATES_ALLOWED.has(name)) return 'invalid';
        duplicateReportDirective = true;
        continue;
      }
      seen.add(name);
      const sources = new Set(rawSources.map((source) => source.toLowerCase()));
      // A directive defined only by a later policy ends up 'none' in cspParser.js too: nothing of it survives the merge.
      const allowed = index === 0 ? sources : new Set([...(directives.get(name) ?? [])].filter((source) => sources.has(source)));
      // A directive left without sources allows nothing.
      directives.set(name, allowed.size > 0 ? allowed : new Set(["'none'"]));
    }
  }
  return { directives, duplicateReportDirective };
}

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const isBroad = (source: string) => DANGEROUSLY_BROAD.has(source);
const isBroadOrInline = (source: string) => isBroad(source) || source === "'unsafe-inline'" || source === 'data:';
const isNonceOrHash = (source: string) => ["'sha256-", "'sha384-", "'sha512-", "'nonce-"].some((prefix) => source.startsWith(prefix));
const isInsecureScheme = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');
const PASSIVE_DIRECTIVES = new Set(['img-src', 'media-src']);

function contentSecurityPolicyTest(parsed: ParsedCsp | 'invalid' | undefined, reportOnlyHeader: string | undefined): TestOutcome {
  if (parsed === 'invalid') return { result: 'csp-header-invalid', pass: false };
  if (parsed === undefined || parsed.directives.size === 0) {
    return { result: reportOnlyHeader ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented', pass: false };
  }
  const csp = parsed.directives;
  // A missing fetch directive falls back to default-src, and a missing default-src allows everything.
  const sourcesFor = (name: string) => csp.get(name) ?? csp.get('default-src') ?? new Set(['*']);
  const scriptSrc = sourcesFor('script-src');
  const styleSrc = sourcesFor('style-src');
  const objectSrc = sourcesFor('object-src');

  // Browsers ignore 'unsafe-inline' next to a nonce or hash.
  for (const sources of [scriptSrc, styleSrc]) {
    if ([...sources].some(isNonceOrHash)) sources.delete("'unsafe-inline'");
  }
  // The first finding, in csp.js's order, is the result.
  let result: Expectation | undefined;
  if (scriptSrc.has("'strict-dynamic'")) {
    if ([...scriptSrc].some(isNonceOrHash)) {
      // With a nonce or hash, 'strict-dynamic' makes browsers ignore host and scheme sources, 'self' and 'unsafe-inline'.
      for (const source of scriptSrc) {
        if ([...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) || source === "'self'" || source === "'unsafe-inline'") {
          scriptSrc.delete(source);
        }
      }
    } else {
      result = 'csp-header-invalid';
    }
  }
  const activeSources = [
    ...[...csp].filter(([name]) => !PASSIVE_DIRECTIVES.has(name) && name !== 'script-src').flatMap(([, sources]) => [...sources]),
    ...scriptSrc,
  ];
  const passiveSources = [...PASSIVE_DIRECTIVES].flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])]);

  if ([...scriptSrc].some(isBroadOrInline) || [...objectSrc].some(isBroad)) result ??= 'csp-implemented-with-unsafe-inline';
  if (activeSources.some(isInsecureScheme)) result ??= 'csp-implemented-with-insecure-scheme';
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) result ??= 'csp-implemented-with-unsafe-eval';
  if (passiveSources.some(isInsecureScheme)) result ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  if ([...styleSrc].some(isBroadOrInline)) result ??= 'csp-implemented-with-unsafe-inline-in-style-src-only';
  const defaultSrc = csp.get('default-src');
  result ??= defaultSrc?.size === 1 && defaultSrc.has("'none'") ? 'csp-implemented-with-no-unsafe-default-src-none' : 'csp-implemented-with-no-unsafe';

  const pass = [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  ].includes(result);
  if (pass && parsed.duplicateReportDirective) result = 'csp-implemented-but-duplicate-directives';

  // csp.js reports these, but they do not change the score.
  const unscored = [
    [...(csp.get('frame-ancestors') ?? ['*'])].some(isBroad) && 'frame-ancestors does not restrict framing',
    [...(csp.get('base-uri') ?? ['*'])].some(isBroadOrInline) && 'base-uri is not restricted',
    [...(csp.get('form-action') ?? ['*'])].some(isBroad) && 'form-action allows any target',
  ].filter((finding) => finding !== false);
  return { result, pass, ...(unscored.length > 0 && { note: `also reported, not scored: ${unscored.join(', ')}` }) };
}

// ---- cookies (cookies.js) ----

interface Cookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  /** Only strict, lax or none: tough-cookie (which the Observatory uses) ignores any other value. */
  sameSite: string | undefined;
  sameSiteMalformed: boolean;
}

/** Best to worst, as in cookies.js; a worse finding replaces a better one. */
const COOKIE_FINDINGS_BEST_FIRST: Expectation[] = [
  'cookies-without-secure-flag-but-protected-by-hsts',
  'cookies-without-secure-flag',
  'cookies-session-without-secure-flag-but-protected-by-hsts',
  'cookies-samesite-flag-invalid',
  'cookies-anticsrf-without-samesite-flag',
  'cookies-session-without-httponly-flag',
  'cookies-session-without-secure-flag',
];
// See https://github.com/mozilla/http-observatory/issues/282
const IGNORED_COOKIES = new Set(['heroku-session-affinity']);

function parseSetCookie(line: string): Cookie {
  const [nameAndValue = '', ...attributes] = line.split(';');
  const cookie: Cookie = {
    name: nameAndValue.includes('=') ? (nameAndValue.split('=')[0]?.trim() ?? '') : '',
    secure: false,
    httpOnly: false,
    sameSite: undefined,
    sameSiteMalformed: false,
  };
  for (const attribute of attributes) {
    const [key = '', value] = attribute.split('=').map((part) => part.trim().toLowerCase());
    if (key === 'secure') cookie.secure = true;
    else if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'samesite') {
      if (value === 'strict' || value === 'lax' || value === 'none') cookie.sameSite = value;
      else cookie.sameSiteMalformed = true;
    }
  }
  return cookie;
}

function cookiesTest(setCookieHeader: string | undefined, protectedByHsts: boolean): TestOutcome {
  // One cookie a line; a comma also separates cookies when a name= follows it (not the comma in an Expires date).
  const lines = (setCookieHeader ?? '').split(/\r?\n|,(?=\s*[^;,=\s]+=)/).filter((line) => line.trim());
  const cookies = lines.map(parseSetCookie).filter((cookie) => cookie.name && !IGNORED_COOKIES.has(cookie.name));
  if (cookies.length === 0) return { result: 'cookies-not-found', pass: true };

  const findings: Expectation[] = [];
  for (const cookie of cookies) {
    const name = cookie.name.toLowerCase();
    const isSession = name.includes('login') || name.includes('sess');
    if (cookie.sameSiteMalformed || (!cookie.secure && cookie.sameSite === 'none')) findings.push('cookies-samesite-flag-invalid');
    if (!cookie.secure) findings.push(protectedByHsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (name.includes('csrf') && !cookie.sameSite) findings.push('cookies-anticsrf-without-samesite-flag');
    if (isSession && !cookie.secure)
      findings.push(protectedByHsts ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag');
    if (isSession && !cookie.httpOnly) findings.push('cookies-session-without-httponly-flag');
  }
  const worst = worstOf(findings, COOKIE_FINDINGS_BEST_FIRST);
  if (worst) return { result: worst, pass: false };
  const allSameSite = cookies.every((cookie) => cookie.sameSite);
  return { result: allSameSite ? 'cookies-secure-with-httponly-sessions-and-samesite' : 'cookies-secure-with-httponly-sessions', pass: true };
}

// ---- the single-header tests ----

function crossOriginResourceSharingTest(allowOrigin: string | undefined, allowCredentials: string | undefined): TestOutcome {
  if (!allowOrigin) return { result: 'cross-origin-resource-sharing-not-implemented', pass: true };
  if (allowOrigin.trim() === '*') return { result: 'cross-origin-resource-sharing-implemented-with-public-access', pass: true };
  // cors.js gives universal-access (-50) when the server echoes the scanner's own Origin with credentials; one response cannot show that.
  const note =
    allowCredentials?.trim().toLowerCase() === 'true' ? 'credentials are allowed, so make sure the origin is never copied from the request' : undefined;
  return { result: 'cross-origin-resource-sharing-implemented-with-restricted-access', pass: true, ...(note && { note }) };
}

const PRIVATE_REFERRER_POLICIES = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
const UNSAFE_REFERRER_POLICIES = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];

function referrerPolicyTest(value: string | undefined): TestOutcome {
  if (value === undefined) return { result: 'referrer-policy-not-implemented', pass: true };
  // Browsers use the last value they understand.
  const policy = value
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => PRIVATE_REFERRER_POLICIES.includes(token) || UNSAFE_REFERRER_POLICIES.includes(token))
    .at(-1);
  if (policy === undefined) return { result: 'referrer-policy-header-invalid', pass: false };
  return PRIVATE_REFERRER_POLICIES.includes(policy) ? { result: 'referrer-policy-private', pass: true } : { result: 'referrer-policy-unsafe', pass: false };
}

/** strict-transport-security.js: 15768000 s is six months, but 15552000 (180 days) is common, so it counts too. */
const SIX_MONTHS_IN_SECONDS = 15_552_000;
const PRELOAD_UNKNOWN = 'the preload list cannot be read from headers, so the domain is scored as not preloaded';

function strictTransportSecurityTest(value: string | undefined, { https, certificateVerified }: { https: boolean; certificateVerified: boolean }): TestOutcome {
  if (!https) return { result: 'hsts-not-implemented-no-https', pass: false };
  if (!certificateVerified) return { result: 'hsts-invalid-cert', pass: false };
  if (value === undefined) return { result: 'hsts-not-implemented', pass: false, note: PRELOAD_UNKNOWN };
  // A comma means the header was sent twice, which strict-transport-security.js rejects.
  const maxAge = value.includes(',')
    ? undefined
    : value
        .split(';')
        .map((directive) => directive.trim().toLowerCase())
        .find((directive) => directive.startsWith('max-age='))
        ?.slice('max-age='.length)
        .replaceAll('"', '');
  const seconds = maxAge === undefined ? NaN : Number.parseInt(maxAge, 10);
  // strict-transport-security.js would let a non-numeric max-age pass; browsers ignore such a header, so it is invalid here.
  if (Number.isNaN(seconds)) return { result: 'hsts-header-invalid', pass: false, note: PRELOAD_UNKNOWN };
  if (seconds < SIX_MONTHS_IN_SECONDS) return { result: 'hsts-implemented-max-age-less-than-six-months', pass: false, note: PRELOAD_UNKNOWN };
  return { result: 'hsts-implemented-max-age-at-least-six-months', pass: true, note: PRELOAD_UNKNOWN };
}

function xContentTypeOptionsTest(value: string | undefined): TestOutcome {
  if (!value) return { result: 'x-content-type-options-not-implemented', pass: false };
  return value.trim().toLowerCase() === 'nosniff'
    ? { result: 'x-content-type-options-nosniff', pass: true }
    : { result: 'x-content-type-options-header-invalid', pass: false };
}

function xFrameOptionsTest(value: string | undefined, csp: ParsedCsp | 'invalid' | undefined): TestOutcome {
  // x-frame-options.js gives the bonus for any frame-ancestors directive, whatever its sources.
  if (csp !== 'invalid' && csp?.directives.has('frame-ancestors')) return { result: 'x-frame-options-implemented-via-csp', pass: true };
  const xfo = value?.trim().toLowerCase();
  if (!xfo) return { result: 'x-frame-options-not-implemented', pass: false };
  if (xfo === 'deny' || xfo === 'sameorigin') return { result: 'x-frame-options-sameorigin-or-deny', pass: true };
  if (xfo.startsWith('allow-from')) return { result: 'x-frame-options-allow-from-origin', pass: true };
  return { result: 'x-frame-options-header-invalid', pass: false };
}

/**
 * parseStructuredFieldToken of utils.js: the token of an RFC 8941 item such as `same-origin; report-to="coop"`,
 * or undefined when the value is not one token with well-formed parameters (a quoted string, trailing text).
 */
const SF_TOKEN = "[A-Za-z*][A-Za-z0-9:/!#$%&'*+\\-.^_`|~]*";
const SF_BARE_ITEM = `(?:-?\\d{1,15}(?:\\.\\d{1,3})?|"(?:[^"\\\\]|\\\\["\\\\])*"|${SF_TOKEN}|:[A-Za-z0-9+/=]*:|\\?[01])`;
const SF_ITEM = new RegExp(`^(${SF_TOKEN})(?:; *[a-z*][a-z0-9_\\-.*]*(?:=${SF_BARE_ITEM})?)*$`);

function structuredFieldToken(value: string): string | undefined {
  return SF_ITEM.exec(value.slice(0, 1024).trim())?.[1];
}

/**
 * cross-origin-opener-policy.js and cross-origin-embedder-policy.js: one header with one known token. Repeated
 * headers arrive here joined with a comma, which is not a single item, so they are invalid as in the Observatory.
 */
function policyTokenTest(
  value: string | undefined,
  results: Readonly<Record<string, Expectation>>,
  notImplemented: Expectation,
  invalid: Expectation,
): TestOutcome {
  if (value === undefined) return { result: notImplemented, pass: true };
  const token = structuredFieldToken(value);
  const result = token === undefined ? undefined : results[token];
  return result ? { result, pass: true } : { result: invalid, pass: false };
}

function crossOriginOpenerPolicyTest(value: string | undefined): TestOutcome {
  return policyTokenTest(
    value,
    {
      'same-origin': 'coop-implemented-with-same-origin',
      'same-origin-allow-popups': 'coop-implemented-with-same-origin-allow-popups',
      'noopener-allow-popups': 'coop-implemented-with-noopener-allow-popups',
      'unsafe-none': 'coop-implemented-with-unsafe-none',
    },
    'coop-not-implemented',
    'coop-header-invalid',
  );
}

function crossOriginEmbedderPolicyTest(value: string | undefined): TestOutcome {
  return policyTokenTest(
    value,
    {
      'require-corp': 'coep-implemented-with-require-corp',
      credentialless: 'coep-implemented-with-credentialless',
      'unsafe-none': 'coep-implemented-with-unsafe-none',
    },
    'coep-not-implemented',
    'coep-header-invalid',
  );
}

const PRELOAD_UNKNOWN_FOR_REDIRECTS = 'the preload list cannot be read here, so no host is taken as preloaded';

/** redirection.js, with no host on the HSTS preload list (see PRELOAD_UNKNOWN). */
function redirectionTest(route: readonly RedirectStep[] | null, certificateVerified: boolean): TestOutcome {
  if (route === null || route.length === 0) return { result: 'redirection-not-needed-no-http', pass: true };
  if (!certificateVerified) return { result: 'redirection-invalid-cert', pass: false };
  const urls = route.map((step) => new URL(step.url));
  const [first, second] = urls;
  const last = urls.at(-1);
  const note = PRELOAD_UNKNOWN_FOR_REDIRECTS;
  if (urls.length === 1) return { result: 'redirection-missing', pass: false, note };
  if (last?.protocol !== 'https:') return { result: 'redirection-not-to-https', pass: false, note };
  if (second?.protocol === 'http:') return { result: 'redirection-not-to-https-on-initial-redirection', pass: false, note };
  if (first?.protocol === 'http:' && second?.protocol === 'https:' && first.hostname !== second.hostname) {
    return { result: 'redirection-off-host-from-http', pass: false, note };
  }
  return { result: 'redirection-to-https', pass: true, note };
}

function crossOriginResourcePolicyTest(value: string | undefined): TestOutcome {
  const results: Record<string, Expectation> = {
    'same-site': 'corp-implemented-with-same-site',
    'same-origin': 'corp-implemented-with-same-origin',
    'cross-origin': 'corp-implemented-with-cross-origin',
  };
  const policy = value?.trim().toLowerCase();
  if (!policy) return { result: 'corp-not-implemented', pass: true };
  const result = results[policy];
  return result ? { result, pass: true } : { result: 'corp-header-invalid', pass: false };
}

// ---- subresource-integrity (subresource-integrity.js) ----

/** Best to worst, as in subresource-integrity.js, where -5 comes after -20: a page with both kinds of external script gets -5. */
const SRI_FINDINGS_BEST_FIRST: Expectation[] = [
  'sri-implemented-and-all-scripts-loaded-securely',
  'sri-implemented-and-external-scripts-loaded-securely',
  'sri-implemented-but-external-scripts-not-loaded-securely',
  'sri-not-implemented-but-external-scripts-loaded-securely',
  'sri-not-implemented-and-external-scripts-not-loaded-securely',
  'sri-not-implemented-response-not-html',
];
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** The attributes of each <script> start tag, names lower-cased, comments skipped. */
function scriptTags(html: string): Map<string, string>[] {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  return [...withoutComments.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes = '']) => {
    const byName = new Map<string, string>();
    for (const [, name = '', doubleQuoted, singleQuoted, bare] of attributes.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      if (!byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), doubleQuoted ?? singleQuoted ?? bare ?? '');
    }
    return byName;
  });
}

/** Approximates tldts's registrable domain with the last two labels of the host (looser for suffixes such as co.uk). */
function siteOf(url: string): string | undefined {
  return URL.canParse(url) ? new URL(url).hostname.split('.').slice(-2).join('.') : undefined;
}

function subresourceIntegrityTest(html: string, contentType: string | undefined, pageUrl: string | undefined): TestOutcome {
  const mime = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (mime && !HTML_TYPES.has(mime)) return { result: 'sri-not-implemented-response-not-html', pass: true };
  const scripts = scriptTags(html);
  if (scripts.length === 0) return { result: 'sri-not-implemented-but-no-scripts-loaded', pass: true };
  const pageSite = pageUrl === undefined ? undefined : siteOf(pageUrl);

  const findings: Expectation[] = [];
  let anyExternal = false;
  for (const script of scripts) {
    const src = script.get('src');
    if (!src) continue; // inline scripts need no integrity
    const integrity = Boolean(script.get('integrity'));
    const https = src.toLowerCase().startsWith('https:');
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//i.test(src);
    if (!absolute && !protocolRelative) {
      // A relative URL loads over the page's own HTTPS.
      if (integrity) findings.push('sri-implemented-and-all-scripts-loaded-securely');
    } else if (absolute && pageSite !== undefined && siteOf(src) === pageSite) {
      // As in subresource-integrity.js, a script on the page's own site is not external, whatever its scheme.
      if (integrity && https) findings.push('sri-implemented-and-all-scripts-loaded-securely');
    } else {
      anyExternal = true;
      if (integrity && !https) findings.push('sri-implemented-but-external-scripts-not-loaded-securely');
      else if (!integrity && https) findings.push('sri-not-implemented-but-external-scripts-loaded-securely');
      else if (!integrity) findings.push('sri-not-implemented-and-external-scripts-not-loaded-securely');
    }
  }
  const result =
    worstOf(findings, SRI_FINDINGS_BEST_FIRST) ??
    (anyExternal ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
  const pass = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
  ].includes(result);
  return { result, pass };
}
