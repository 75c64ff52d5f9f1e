// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { splitPostBody, type PostBodyPart } from './post-body-parts.ts';
import { createPostSanitizer } from './sanitize-post-html.ts';
import { videoEmbedSourceOf } from './video-embed-hosts.ts';

const sanitizer = createPostSanitizer(window);
const partsOf = (html: string) => sanitizer.sanitizeContentParts(html);
const kinds = (parts: PostBodyPart[]) => parts.map((part) => part.kind);
const htmlOf = (part: PostBodyPart | undefined) => (part?.kind === 'html' ? part.html : undefined);

const YOUTUBE =
  '<iframe title="Line 4 in VR" width="560" height="315" src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?feature=oembed" frameborder="0" allowfullscreen></iframe>';
const VIMEO = '<iframe src="https://player.vimeo.com/video/76979871?dnt=1" width="640" height="360"></iframe>';
/** WordPress's embed block, as the block editor saves it. */
const embedBlock = (frame: string, caption = '') =>
  `<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">\n${frame}\n</div>${caption}</figure>`;

describe('splitPostBody', () => {
  it('keeps a body without players as the sanitiser wrote it, in one part', () => {
    const html = '<p>One</p>\n\n<h2>Two</h2>\n';
    expect(partsOf(html)).toEqual([{ kind: 'html', html: sanitizer.sanitizeContent(html) }]);
    expect(partsOf('')).toEqual([]);
    expect(partsOf('  \n ')).toEqual([]);
  });

  it("takes WordPress's embed block out as one player, between the markup before and after it", () => {
    const parts = partsOf(`<p>Before</p>\n\n${embedBlock(YOUTUBE)}\n\n<p>After</p>\n`);
    expect(kinds(parts)).toEqual(['html', 'embed', 'html']);
    expect(htmlOf(parts[0])).toBe('<p>Before</p>\n\n');
    expect(parts[1]).toEqual({
      kind: 'embed',
      provider: 'youtube',
      title: 'Line 4 in VR',
      watchUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      frameHtml: sanitizer.sanitizeContent(YOUTUBE),
    });
    expect(htmlOf(parts[2])).toBe('\n\n<p>After</p>\n');
  });

  it('carries the player exactly as the sanitiser rebuilt it: sandbox, permissions, lazy loading and referrer policy', () => {
    const [embed] = partsOf(YOUTUBE);
    expect(embed?.kind).toBe('embed');
    if (embed?.kind !== 'embed') return;
    expect(embed.frameHtml).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?feature=oembed" title="Line 4 in VR" width="560" height="315" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" allow="fullscreen; picture-in-picture" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
    expect(sanitizer.sanitizeContent(embed.frameHtml)).toBe(embed.frameHtml);
  });

  it("keeps an embed block's caption, after the player", () => {
    const parts = partsOf(embedBlock(VIMEO, '<figcaption class="wp-element-caption">Filmed at the Pune plant</figcaption>'));
    expect(kinds(parts)).toEqual(['embed', 'html']);
    expect(parts[0]).toMatchObject({ provider: 'vimeo', title: 'Embedded video', watchUrl: 'https://vimeo.com/76979871' });
    expect(htmlOf(parts[1])).toContain('<figcaption class="wp-element-caption">Filmed at the Pune plant</figcaption>');
    expect(htmlOf(parts[1])).not.toMatch(/<iframe/);
  });

  it("keeps a paragraph's words before the player it held, and two players of one block in their order", () => {
    const parts = partsOf(`<p>Watch the tour: ${YOUTUBE} and the demo ${VIMEO}</p>`);
    expect(kinds(parts)).toEqual(['html', 'embed', 'embed']);
    expect(htmlOf(parts[0])).toBe('<p>Watch the tour:  and the demo </p>');
    expect(parts.slice(1).map((part) => (part.kind === 'embed' ? part.provider : undefined))).toEqual(['youtube', 'vimeo']);
  });

  it('drops the empty wrapper a player leaves behind, and players nested deep in a block', () => {
    expect(kinds(partsOf(embedBlock(YOUTUBE)))).toEqual(['embed']);
    expect(kinds(partsOf(`<div class="wp-block-group"><div><div>${VIMEO}</div></div></div>`))).toEqual(['embed']);
  });

  it('never leaves an iframe in the markup, and removes one whose host it does not know', () => {
    // The sanitiser keeps no such frame; the split, given one directly, still leaves it out of the markup.
    const parts = splitPostBody('<p>a</p><iframe src="https://evil.example/"></iframe><p>b</p>', document, (html) => html);
    expect(parts).toEqual([
      { kind: 'html', html: '<p>a</p>' },
      { kind: 'html', html: '<p>b</p>' },
    ]);
  });

  it('passes every string it returns through the sanitiser again', () => {
    const marked = (html: string) => `${html}<!--sanitised again-->`;
    const parts = splitPostBody(`<p>a</p>${sanitizer.sanitizeContent(YOUTUBE)}<p>b</p>`, document, marked);
    expect(kinds(parts)).toEqual(['html', 'embed', 'html']);
    for (const part of parts) expect(part.kind === 'html' ? part.html : part.frameHtml).toMatch(/<!--sanitised again-->$/);
  });

  it('parses in an inert document: splitting a body requests no image', () => {
    const inert = new DOMParser().parseFromString('', 'text/html');
    const parts = splitPostBody(`<p><img src="https://cms.example.com/a.jpg" alt="">${YOUTUBE}</p>`, inert, (html) => html);
    expect(htmlOf(parts[0])).toBe('<p><img src="https://cms.example.com/a.jpg" alt=""></p>');
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });
});

describe('videoEmbedSourceOf', () => {
  it('names the provider of each allowed host', () => {
    expect(videoEmbedSourceOf('https://www.youtube.com/embed/M7lc1UVf-VE')?.provider).toBe('youtube');
    expect(videoEmbedSourceOf('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE')?.provider).toBe('youtube');
    expect(videoEmbedSourceOf('https://player.vimeo.com/video/76979871')?.provider).toBe('vimeo');
  });

  it('links the video on its provider’s site only from an id it has validated', () => {
    expect(videoEmbedSourceOf('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?start=30')?.watchUrl).toBe('https://www.youtube.com/watch?v=M7lc1UVf-VE');
    expect(videoEmbedSourceOf('https://player.vimeo.com/video/76979871?dnt=1')?.watchUrl).toBe('https://vimeo.com/76979871');
    // An unlisted Vimeo video's page needs its privacy hash.
    expect(videoEmbedSourceOf('https://player.vimeo.com/video/76979871?h=1a2b3c4d5e')?.watchUrl).toBe('https://vimeo.com/76979871/1a2b3c4d5e');
    expect(videoEmbedSourceOf('https://player.vimeo.com/video/76979871?h=%22%3E%3Cx')?.watchUrl).toBe('https://vimeo.com/76979871');
    for (const src of [
      'https://www.youtube.com/embed/videoseries?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs',
      'https://www.youtube.com/embed/M7lc1UVf-VE/extra',
      'https://www.youtube.com/embed/M7lc1UVf-V%22',
      'https://www.youtube.com/embed/',
      'https://player.vimeo.com/video/0123',
      'https://player.vimeo.com/video/76979871abc',
    ]) {
      const source = videoEmbedSourceOf(src);
      expect(source, src).toBeDefined();
      expect(source?.watchUrl, src).toBeUndefined();
    }
  });

  it('knows nothing of other hosts, schemes or paths', () => {
    for (const src of [
      'https://evil.example/embed/M7lc1UVf-VE',
      'http://www.youtube.com/embed/M7lc1UVf-VE',
      'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      'not a url',
      '',
    ]) {
      expect(videoEmbedSourceOf(src), src).toBeUndefined();
    }
  });
});
