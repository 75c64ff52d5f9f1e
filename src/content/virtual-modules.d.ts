// Typed views of the content plugin's virtual modules (scripts/build/vite/vite-content-plugin.ts),
// whose content was validated against schemas/ at build time. Ambient declarations cannot
// import relative paths, hence the type-only "#content-types" path alias from tsconfig.json.
declare module 'virtual:page-manifest' {
  import type { PageManifestEntry } from '#content-types/page-manifest.ts';
  export const pageManifest: PageManifestEntry[];
}

declare module 'virtual:site-content' {
  import type { SiteContent } from '#content-types/generated/content-types.ts';
  const siteContent: SiteContent;
  export default siteContent;
}

declare module 'virtual:media-index' {
  import type { MediaIndex } from '#content-types/media-index.ts';
  const mediaIndex: MediaIndex;
  export default mediaIndex;
}
