/**
 * One GET to the content service, with the failures told apart: the network (or our timeout) failed,
 * WordPress answered with an error status, or it answered 200 with something that is not JSON (a
 * security plugin's HTML page, a PHP notice in front of the JSON). The kind decides whether a retry
 * can help (posts-queries.ts).
 */
import { mockServicesReady } from 'virtual:mock-services';

export const CONTENT_REQUEST_TIMEOUT_MS = 8_000;

export type ContentServiceFailure = 'network' | 'timeout' | 'status' | 'not-json';

export class ContentServiceError extends Error {
  constructor(
    message: string,
    readonly kind: ContentServiceFailure,
    readonly status?: number,
    /** Seconds from a Retry-After header, when WordPress (or its proxy) sent one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ContentServiceError';
  }
}

export interface JsonAnswer {
  body: unknown;
  headers: Headers;
}

function retryAfterOf(headers: Headers): number | undefined {
  const seconds = Number(headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/**
 * GETs `url` and parses its JSON. The caller's signal (react-query cancels a query the visitor no longer
 * needs) and a timeout both abort the request; the timeout uses setTimeout so that tests can move it on
 * fake clocks. In builds on the embedded mock posts the first request also starts them (virtual:mock-services)
 * before its timeout starts: registering msw's worker took up to 6 s on a loaded CI machine, which is the demo's
 * cost, not the content service's.
 */
export async function requestJson(
  url: string,
  { signal, timeoutMs = CONTENT_REQUEST_TIMEOUT_MS }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<JsonAnswer> {
  await mockServicesReady();
  const controller = new AbortController();
  const abortFromCaller = () => controller.abort(signal?.reason);
  if (signal?.aborted) abortFromCaller();
  signal?.addEventListener('abort', abortFromCaller, { once: true });
  const timeout = new Error('timeout');
  const timer = setTimeout(() => controller.abort(timeout), timeoutMs);
  try {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } });
      text = await response.text();
    } catch (error) {
      if (controller.signal.reason === timeout) throw new ContentServiceError(`GET ${url} took longer than ${timeoutMs / 1000} s.`, 'timeout');
      // The caller cancelled: not a failure of the content service, so pass the abort on unchanged.
      if (signal?.aborted) throw error;
      throw new ContentServiceError(`GET ${url} failed: ${error instanceof Error ? error.message : String(error)}.`, 'network');
    }
    if (!response.ok) {
      throw new ContentServiceError(`GET ${url} answered ${response.status}.`, 'status', response.status, retryAfterOf(response.headers));
    }
    try {
      return { body: JSON.parse(text) as unknown, headers: response.headers };
    } catch {
      const start = text.trimStart().slice(0, 40);
      throw new ContentServiceError(`GET ${url} answered ${response.status} with a body that is not JSON (it starts "${start}").`, 'not-json', response.status);
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}
