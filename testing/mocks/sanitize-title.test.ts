// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { removeAccents, sanitizeTitle } from './sanitize-title.ts';

describe('sanitizeTitle (WordPress sanitize_title, save context, without its typographic tables)', () => {
  it('lowercases, turns spaces and dots into hyphens and drops punctuation', () => {
    expect(sanitizeTitle('Digital Twins: Where to Start?')).toBe('digital-twins-where-to-start');
    expect(sanitizeTitle('  v2.1 -- release  ')).toBe('v2-1-release');
    expect(sanitizeTitle('<b>Bold</b> move')).toBe('bold-move');
    expect(sanitizeTitle('R&amp;D 100%')).toBe('rd-100');
  });

  it('removes Latin accents before anything else', () => {
    expect(removeAccents('München Straße')).toBe('Munchen Straße');
    expect(sanitizeTitle('münchen-trade-fair')).toBe('munchen-trade-fair');
    expect(sanitizeTitle('Café Niño')).toBe('cafe-nino');
  });

  it('percent-encodes other scripts as lowercase UTF-8 and keeps escaped octets', () => {
    expect(sanitizeTitle('東京-press-line')).toBe('%e6%9d%b1%e4%ba%ac-press-line');
    expect(sanitizeTitle('%E6%9D%B1%E4%BA%AC-Press-Line')).toBe('%e6%9d%b1%e4%ba%ac-press-line');
    expect(sanitizeTitle('m%c3%bcnchen-x')).toBe('m%c3%bcnchen-x');
    expect(sanitizeTitle('launch%2d2026')).toBe('launch%2d2026');
    expect(sanitizeTitle('प्रशिक्षण')).toBe(encodeURIComponent('प्रशिक्षण').toLowerCase());
    expect(sanitizeTitle('がっこう')).toBe(encodeURIComponent('がっこう').toLowerCase());
  });
});
