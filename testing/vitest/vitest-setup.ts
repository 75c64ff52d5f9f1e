import { afterEach } from 'vitest';

// Node is the default environment of the unit tests (vite.config.ts); Testing Library and the media fix below load
// only for the files that run in jsdom: every .tsx test, and a .ts test that says `// @vitest-environment jsdom`.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });

  // Browsers mute a media element created with the `muted` attribute (HTML: "the muted IDL attribute … initially
  // the muted content attribute"); jsdom does not, which would make every hydrated <video muted> look mismatched.
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
