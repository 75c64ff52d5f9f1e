import { describe, expect, it } from 'vitest';
import { PlainTextScanner, decodeEntities, htmlToPlainText } from './html-to-text.ts';

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

  it('keeps what opens but never closes as text, as before: a stray "<", an unclosed comment or tag', () => {
    expect(htmlToPlainText('a < b and c > d')).toBe('a < b and c > d');
    expect(htmlToPlainText('before <!-- never closed')).toBe('before <!-- never closed');
    expect(htmlToPlainText('before <a href="x" never closed')).toBe('before <a href="x" never closed');
  });

  it('drops an unclosed script element as a tag and keeps what follows it', () => {
    expect(htmlToPlainText('<script>alert(1)')).toBe('alert(1)');
    expect(htmlToPlainText('A<SCRIPT type="module">x</script >B<style>p{}</STYLE>C')).toBe('A B C');
    expect(htmlToPlainText('<scripts>kept</scripts>')).toBe('kept');
  });

  it('decodes references next to each other and leaves over-long ones alone', () => {
    expect(decodeEntities('&amp;&amp;&#x41;&#66;')).toBe('&&AB');
    expect(decodeEntities('&#12345678; &#x1234567; &a; &amp')).toBe('&#12345678; &#x1234567; &a; &amp');
  });

  it('knows only its own named references, not the names every object inherits', () => {
    expect(decodeEntities('&constructor; &toString; &hasOwnProperty;')).toBe('&constructor; &toString; &hasOwnProperty;');
  });
});

describe('PlainTextScanner', () => {
  it('examines each character a bounded number of times, however many openers never close', () => {
    for (const unit of ['<a', '<!--', '<script>', '<script></script ', 'plain text ']) {
      const scanner = new PlainTextScanner(unit.repeat(10_000));
      scanner.text();
      expect(scanner.charactersExamined / (unit.length * 10_000), unit).toBeLessThanOrEqual(4);
    }
  });
});
