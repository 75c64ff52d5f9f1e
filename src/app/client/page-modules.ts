/**
 * The JavaScript chunks a pre-rendered page needs to hydrate (application code, page
 * document, section code), listed by the pre-renderer in a JSON script element rather
 * than as `<link rel="modulepreload">` tags, which would start fetching before the first
 * paint. entry-client.ts turns the list into modulepreloads right after that paint.
 */
export const PAGE_MODULES_ELEMENT_ID = 'page-modules';

export function pageModulesScript(hrefs: readonly string[]): string {
  // Asset paths hold no characters that could close the element; escape "<" all the same.
  return `<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">${JSON.stringify(hrefs).replace(/</g, '\\u003c')}</script>`;
}
