/**
 * Responses as WordPress (or what stands in front of it) sends them: PHP's json_encode escaping, WordPress's
 * headers, its error bodies, its maintenance page, and the HTML a login wall answers with.
 */
import { HttpResponse } from 'msw';
import type { WordPressErrorJson } from './wordpress-shapes.ts';

export const JSON_CONTENT_TYPE = 'application/json; charset=UTF-8';
export const HTML_CONTENT_TYPE = 'text/html; charset=UTF-8';

/**
 * PHP's json_encode() with WordPress's default flags: slashes escaped ("https:\/\/…") and every non-ASCII
 * character as a \u escape (UTF-16, as PHP writes it). JSON.parse reads both; the bytes match a real answer.
 */
export function phpJsonEncode(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\//g, '\\/')
    .replace(/[\u0080-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Headers WordPress sends on every REST answer; CORS headers when the request came from another origin. */
export function restHeaders(request: Request, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({
    'Content-Type': JSON_CONTENT_TYPE,
    'X-Content-Type-Options': 'nosniff',
    'X-Robots-Tag': 'noindex',
    'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
    'Access-Control-Allow-Headers': 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
    Allow: 'GET',
    ...extra,
  });
  const origin = request.headers.get('origin');
  if (origin !== null) {
    headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Allow-Methods', 'OPTIONS, GET, POST, PUT, PATCH, DELETE');
    headers.set('Access-Control-Allow-Credentials', 'true');
    headers.set('Vary', 'Origin');
  }
  return headers;
}

export function wordPressJson(request: Request, body: unknown, status = 200, extraHeaders: Record<string, string> = {}): Response {
  return new HttpResponse(phpJsonEncode(body), { status, headers: restHeaders(request, extraHeaders) });
}

export function wordPressError(request: Request, error: WordPressErrorJson, extraHeaders: Record<string, string> = {}): Response {
  return wordPressJson(request, error, error.data.status, extraHeaders);
}

/** What a PHP fatal error in a plugin or theme produces on a REST request (WordPress's recovery-mode handler). */
export const CRITICAL_ERROR: WordPressErrorJson = {
  code: 'internal_server_error',
  message:
    '<p>There has been a critical error on this website.</p><p><a href="https://wordpress.org/documentation/article/faq-troubleshooting/">Learn more about troubleshooting WordPress.</a></p>',
  data: { status: 500 },
  additional_errors: [],
};

/** A rate limiter in front of WordPress (a security plugin or the host's proxy). */
export const TOO_MANY_REQUESTS: WordPressErrorJson = {
  code: 'rest_too_many_requests',
  message: 'Too many requests. Please slow down and try again in 30 seconds.',
  data: { status: 429 },
};

export const MAINTENANCE_MESSAGE = 'Briefly unavailable for scheduled maintenance. Check back in a minute.';

/** wp_maintenance() sends this header before it dies with 503. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 600;

/** wp_die()'s default HTML page, as wp_maintenance() shows it while core, plugins or themes update. */
export const MAINTENANCE_PAGE = `<!DOCTYPE html>
<html lang="en-US">
<head>
	<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
	<meta name="viewport" content="width=device-width">
	<meta name='robots' content='max-image-preview:large, noindex, follow' />
	<title>Maintenance</title>
	<style type="text/css">
		html { background: #f1f1f1; }
		body { background: #fff; border: 1px solid #ccd0d4; color: #444; font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Oxygen-Sans, Ubuntu, Cantarell, "Helvetica Neue", sans-serif; margin: 2em auto; padding: 1em 2em; max-width: 700px; box-shadow: 0 1px 1px rgba(0, 0, 0, .04); }
		#error-page { margin-top: 50px; }
		#error-page .wp-die-message, #error-page p { font-size: 14px; line-height: 1.5; margin: 25px 0 20px; }
	</style>
</head>
<body id="error-page">
	<div class="wp-die-message">${MAINTENANCE_MESSAGE}</div></body>
</html>
`;

/**
 * Maintenance mode (the .maintenance file WordPress writes while it updates). wp_die() answers a request that
 * accepts JSON with its JSON handler, and anything else with the HTML page; both with 503 and Retry-After.
 */
export function maintenanceResponse(request: Request): Response {
  const retryAfter = { 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS) };
  if (/\bjson\b/i.test(request.headers.get('accept') ?? '')) {
    return wordPressError(request, { code: 'wp_die', message: MAINTENANCE_MESSAGE, data: { status: 503 }, additional_errors: [] }, retryAfter);
  }
  return new HttpResponse(MAINTENANCE_PAGE, { status: 503, headers: { 'Content-Type': HTML_CONTENT_TYPE, ...retryAfter } });
}

/** A security plugin's login wall: 200, HTML, where the REST API should have answered. */
export const LOGIN_WALL_PAGE = `<!DOCTYPE html>
<html lang="en-US">
<head>
	<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
	<title>Log In &lsaquo; Satori XR Content &#8212; WordPress</title>
	<meta name='robots' content='max-image-preview:large, noindex, noarchive' />
	<meta name="viewport" content="width=device-width" />
</head>
<body class="login no-js login-action-login wp-core-ui locale-en-us">
	<div id="login">
		<h1><a href="https://wordpress.org/">Powered by WordPress</a></h1>
		<p class="message">The REST API is available to signed-in users only. Please log in to continue.</p>
		<form name="loginform" id="loginform" action="https://content.satorixr.invalid/wp-login.php" method="post">
			<p><label for="user_login">Username or Email Address</label><input type="text" name="log" id="user_login" class="input" value="" size="20" autocapitalize="off" autocomplete="username" required="required" /></p>
			<div class="user-pass-wrap"><label for="user_pass">Password</label><input type="password" name="pwd" id="user_pass" class="input password-input" value="" size="20" autocomplete="current-password" required="required" /></div>
			<p class="submit"><input type="submit" name="wp-submit" id="wp-submit" class="button button-primary button-large" value="Log In" /></p>
		</form>
	</div>
</body>
</html>
`;

export function loginWallResponse(): Response {
  return new HttpResponse(LOGIN_WALL_PAGE, { status: 200, headers: { 'Content-Type': HTML_CONTENT_TYPE } });
}

/** A body cut off part-way, as when PHP hits its memory or time limit while echoing the JSON. */
export async function truncated(response: Response): Promise<Response> {
  const text = await response.text();
  return new HttpResponse(text.slice(0, Math.max(1, Math.floor(text.length * 0.6))), { status: response.status, headers: response.headers });
}
