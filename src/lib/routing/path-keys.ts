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

/** The comparison key of a path: decoded, lower case, no trailing slash. */
export function pathKey(path: string): string {
  const decoded = decodePath(path).toLowerCase();
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
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
