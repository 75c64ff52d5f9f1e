import { describe, expect, it } from 'vitest';
import { isAppleDevice } from './use-apple-layout.ts';

const chromeOnLinux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

describe('isAppleDevice', () => {
  it.each([
    ['a Mac by client hints', { userAgent: chromeOnLinux, userAgentData: { platform: 'macOS' } }],
    ['a Mac by platform', { userAgent: '', platform: 'MacIntel' }],
    ['an iPhone', { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', platform: 'iPhone' }],
    [
      'an iPad that reports itself as a Mac',
      { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15' },
    ],
  ])('recognises %s', (_name, navigatorLike) => {
    expect(isAppleDevice(navigatorLike)).toBe(true);
  });

  it.each([
    ['Chrome on Linux', { userAgent: chromeOnLinux, platform: 'Linux x86_64', userAgentData: { platform: 'Linux' } }],
    ['Windows', { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36', platform: 'Win32' }],
    ['Android', { userAgent: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36', platform: 'Linux armv81' }],
  ])('does not mistake %s for Apple (despite "AppleWebKit")', (_name, navigatorLike) => {
    expect(isAppleDevice(navigatorLike)).toBe(false);
  });
});
