/**
 * The JSON WordPress 6 sends for `GET /wp-json/wp/v2/posts?_embed`, as far as the mocks reproduce it. These
 * types describe the fixtures, not a promise about real answers: the site's parser trusts none of them.
 */

export interface WordPressRendered {
  rendered: string;
}

export interface WordPressRenderedText extends WordPressRendered {
  protected: boolean;
}

/** What WordPress sends instead of data it refuses or cannot find, also inside `_embedded`. */
export interface WordPressErrorJson {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string>; details?: Record<string, { code: string; message: string; data: null }> };
  additional_errors?: unknown[];
}

export interface WordPressImageSizeJson {
  file: string;
  width: number;
  height: number;
  mime_type: string;
  source_url: string;
}

export interface WordPressMediaJson {
  id: number;
  date: string;
  slug: string;
  type: 'attachment';
  link: string;
  title: WordPressRendered;
  author: number;
  caption: WordPressRendered;
  alt_text: string;
  media_type: 'image';
  mime_type: string;
  media_details: { width: number; height: number; file: string; filesize?: number; sizes?: Record<string, WordPressImageSizeJson> };
  source_url: string;
  guid: WordPressRendered;
}

export interface WordPressAuthorJson {
  id: number;
  name: string;
  url: string;
  description: string;
  link: string;
  slug: string;
}

export interface WordPressTermJson {
  id: number;
  link: string;
  name: string;
  slug: string;
  taxonomy: 'category' | 'post_tag';
}

export interface WordPressLinkJson {
  href: string;
  embeddable?: boolean;
  taxonomy?: string;
}

export interface WordPressEmbeddedJson {
  author?: (WordPressAuthorJson | WordPressErrorJson)[];
  'wp:featuredmedia'?: (WordPressMediaJson | WordPressErrorJson)[];
  /** One array per taxonomy, in no promised order. */
  'wp:term'?: WordPressTermJson[][];
}

/** Yoast SEO's head data; only `og_image` matters here (the social-image fallback). */
export interface YoastHeadJson {
  title: string;
  description: string;
  og_image?: { url: string; width: number; height: number; type: string }[];
}

export interface WordPressPostJson {
  id: number;
  /** Site-local time, no zone: "2026-11-12T09:30:00". */
  date: string;
  date_gmt: string;
  guid: WordPressRendered;
  modified: string;
  modified_gmt: string;
  /** As WordPress stores it: lowercase, non-ASCII characters percent-encoded as UTF-8. */
  slug: string;
  status: 'publish';
  type: 'post';
  link: string;
  title: WordPressRendered;
  content: WordPressRenderedText;
  excerpt: WordPressRenderedText;
  /** 0 when the author's account was deleted without reassigning the post. */
  author: number;
  /** 0 when the post has no featured image. */
  featured_media: number;
  comment_status: 'open' | 'closed';
  ping_status: 'open' | 'closed';
  sticky: boolean;
  template: string;
  format: 'standard';
  meta: { footnotes: string };
  categories: number[];
  tags: number[];
  class_list: string[];
  yoast_head_json?: YoastHeadJson;
  _links: Record<string, WordPressLinkJson[]>;
  _embedded?: WordPressEmbeddedJson;
}
