/**
 * How a page's loader waits for posts. On the server (pre-rendering) it waits for the answer, once, with
 * no retries; a failure is reported for the build log and the query is dropped, so the HTML shows the
 * loading state and the browser loads the posts itself (the same state on both sides: no hydration
 * mismatch). In the browser, client-side navigation either waits until the query settles (retries included:
 * what the head needs, such as a post's title) or waits briefly, so a quick answer arrives with the page and a
 * slow one shows the section's loading state instead of holding the visitor on the old page.
 */
import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';

/** How long a client-side navigation waits for posts before showing the page in its loading state. */
export const NAVIGATION_WAIT_MS = 1_500;

export async function prefetchForPage<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<Data, Error, Data, Data, Key>,
  { inBrowser }: { inBrowser: 'until-settled' | 'briefly' },
): Promise<Data | undefined> {
  // A failure stays in the cache as the query's error state, for the section to show; the loader goes on.
  const loading = queryClient.query(options).catch(() => undefined);
  if (import.meta.env.SSR) {
    await loading;
    const state = queryClient.getQueryState(options.queryKey);
    if (state?.status === 'error') {
      console.warn(
        `warning: the content service could not be reached while pre-rendering (${state.error instanceof Error ? state.error.message : 'unknown error'}); the page will load its posts in the browser.`,
      );
      queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
    }
  } else if (inBrowser === 'until-settled') {
    await loading;
  } else {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([loading, new Promise<void>((resolve) => (timer = setTimeout(resolve, NAVIGATION_WAIT_MS)))]);
    clearTimeout(timer);
  }
  return queryClient.getQueryData<Data>(options.queryKey);
}
