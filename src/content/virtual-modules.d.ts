// Typed views of the content plugin's virtual modules (scripts/lib/vite-content-plugin.ts),
// whose content was validated against schemas/ at build time.
declare module 'virtual:page-manifest' {
  import type { PageManifestEntry } from './page-manifest.ts';
  export const pageManifest: PageManifestEntry[];
}

declare module 'virtual:site-content' {
  import type { SiteContent } from './generated/content-types.ts';
  const siteContent: SiteContent;
  export default siteContent;
}
