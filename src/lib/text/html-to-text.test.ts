import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToPlainText } from './html-to-text.ts';

describe('htmlToPlainText', () => {
  it('drops tags and collapses white space', () => {
    expect(htmlToPlainText('<p>Digital twins <strong>on the</strong>\n factory floor</p>\n')).toBe('Digital twins on the factory floor');
  });

  it('decodes numeric and named character references as WordPress renders them', () => {
    expect(htmlToPlainText('A sales rep&#8217;s phone &amp; a dealer&#x2019;s screen &hellip;')).toBe('A sales rep’s phone & a dealer’s screen …');
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(htmlToPlainText('Safe<script>alert(1)</script><style>p{}</style><!-- note --> text')).toBe('Safe text');
  });

  it('keeps markup written as references as visible text, never as markup', () => {
    expect(htmlToPlainText('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>');
  });

  it('leaves unknown or impossible references as written', () => {
    expect(decodeEntities('&notareference; &#0; &#xD800; &#1114112;')).toBe('&notareference; &#0; &#xD800; &#1114112;');
  });
});
