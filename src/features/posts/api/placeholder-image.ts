/**
 * The image a post without a usable one of its own shows. Apart from featured-image.ts, which reads WordPress's
 * answer and loads with the WordPress client, because the post image component needs it at first render.
 */
export const PLACEHOLDER_IMAGE_URL = '/brand/og-default.png';
