/**
 * What `npm run serve` (scripts/dev/serve.ts) accepts from a request before it looks at it: the limits it sets on
 * Node's HTTP server, and the request target, which must be a path.
 */

/**
 * Node's defaults made explicit and tighter where a static site needs no more: a client has 10 s to send its
 * headers and 30 s for the whole request (Node: 60 s and 300 s), an idle keep-alive connection closes after 5 s,
 * and the request line plus headers may take 16 KiB (larger ones are answered 400).
 */
export const SERVER_LIMITS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxHeaderSize: 16 * 1024,
} as const;

/** The longest target served: 8 KiB, as nginx's default `large_client_header_buffers`. No page address comes close. */
export const MAX_TARGET_LENGTH = 8 * 1024;

/**
 * The target of a request as a URL on this site, or undefined when it is not a path ("origin form", RFC 9112
 * 3.2.1) or is longer than MAX_TARGET_LENGTH. A browser only ever sends a path to a server it reaches directly;
 * the absolute form ("GET http://host/path") is for proxies, and `OPTIONS *` asks about a server we do not run.
 */
export function originFormTarget(target: string | undefined): URL | undefined {
  if (target === undefined || !target.startsWith('/') || target.length > MAX_TARGET_LENGTH) return undefined;
  try {
    // Appended to an origin, never resolved against one: "//example.com/x" stays the path "//example.com/x".
    return new URL(`http://localhost${target}`);
  } catch {
    return undefined;
  }
}
