/**
 * Route paths are matched without regard to letter case, because the old site
 * linked the same page under several spellings (/Platform and /platform).
 */

/** Decodes percent-escapes where possible, so "%26" and "&" compare equal. */
export function decodePath(path: string): string {
  try {
    return decodeURI(path).replace(/%26/gi, '&');
  } catch {
    return path;
  }
}

/** The comparison key of a request path: decoded once, lower case, no trailing slash. */
export function pathKey(path: string): string {
  return decodedPathKey(decodePath(path));
}

/**
 * The comparison key of a path that is already decoded, such as a pre-rendered page's file path under dist/
 * (servers map a request's once-decoded path to a file). Decoding it again would turn the file of the slug
 * `launch%2d2026` into the key of `launch-2026`, and its address would never find its page.
 */
export function decodedPathKey(decoded: string): string {
  const lower = decoded.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

export function isDynamicPath(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith(':'));
}

/** True when `path` is an address that the route `pattern` (which may hold ":param" segments) answers. */
export function routeMatchesPath(pattern: string, path: string): boolean {
  const patternSegments = pathKey(pattern).split('/');
  const pathSegments = pathKey(path).split('/');
  if (patternSegments.length !== pathSegments.length) return false;
  return patternSegments.every((segment, index) => (segment.startsWith(':') ? (pathSegments[index] ?? '') !== '' : segment === pathSegments[index]));
}
