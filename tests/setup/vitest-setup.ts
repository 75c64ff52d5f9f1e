import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Browsers mute a media element created with the `muted` attribute (HTML: "the muted IDL attribute … initially
// the muted content attribute"); jsdom does not, which would make every hydrated <video muted> look mismatched.
if (typeof HTMLMediaElement !== 'undefined') {
  const explicitlySet = new WeakMap<HTMLMediaElement, boolean>();
  Object.defineProperty(HTMLMediaElement.prototype, 'muted', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return explicitlySet.get(this) ?? this.hasAttribute('muted');
    },
    set(this: HTMLMediaElement, value: boolean) {
      explicitlySet.set(this, value);
    },
  });
}

afterEach(() => {
  cleanup();
});
