/**
 * styled-components' server sheet, written shorter for the page's <style> element.
 *
 * The sheet follows each component's rules with a marker that lets styled-components in the browser adopt them
 * (rehydration): `data-styled.g143[id="qhn30"]{content:"ijaFeT,"}`. Two things about the markers cost every page bytes:
 * - the group numbers are the server's, counted over every component loaded so far, so they are large, and they
 *   differ from one build to the next with the order in which the prerender happened to load section modules (the
 *   home page's HTML moved by up to 50 gzipped bytes between two builds of the same commit). The browser uses them
 *   only to keep the groups in the sheet's order, so they are numbered 1, 2, 3… in that order here;
 * - the marker's declaration block. The browser's parser reads `data-styled.g1[id="qhn30"]"ijaFeT"{}` just as well
 *   (the group, the id, then the first quoted string holds the class names), and the page's CSS parser drops it as
 *   an invalid rule, as it ignored the old one as a rule that matches nothing.
 * tests/app/server-styles.test.tsx checks that styled-components in the browser still adopts every rule and name.
 */
const MARKER = /data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*?),?"\}/g;

/** `ServerStyleSheet.getStyleTags()` with its rehydration markers numbered in order and written short. */
export function withShortRehydrationMarkers(styleTags: string): string {
  let group = 0;
  return styleTags.replace(MARKER, (_marker, id: string, names: string) => `data-styled.g${String(++group)}[id="${id}"]"${names}"{}`);
}
