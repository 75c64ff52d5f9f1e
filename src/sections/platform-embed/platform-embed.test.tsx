import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import PlatformEmbed, { PLATFORM_ALLOW, PLATFORM_REFERRER_POLICY, PLATFORM_SANDBOX } from './platform-embed.tsx';

const props = {
  type: 'platform-embed',
  title: 'Satori XR platform: create, preview and publish 3D experiences',
  fallback: { text: 'Platform not showing?', link: { label: 'Open the platform in a new tab', target: 'platformApp' } },
} as const;

describe('PlatformEmbed', () => {
  it("embeds site.json's platform app in a titled, lazy, sandboxed frame", () => {
    renderWithProviders(<PlatformEmbed {...props} />);
    const frame = screen.getByTitle(props.title);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', testSite.externalLinks.platformApp);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('sandbox', PLATFORM_SANDBOX);
    expect(frame).toHaveAttribute('allow', PLATFORM_ALLOW);
    expect(frame).toHaveAttribute('referrerpolicy', PLATFORM_REFERRER_POLICY);
  });

  it('grants only what a cross-origin app needs: no top navigation, no modals, no downloads', () => {
    const tokens = PLATFORM_SANDBOX.split(' ');
    expect(tokens).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-forms']));
    expect(tokens.filter((token) => /top-navigation|modals|downloads|pointer-lock/.test(token))).toEqual([]);
    expect(PLATFORM_ALLOW.split('; ')).toEqual(['fullscreen', 'xr-spatial-tracking']);
  });

  it('offers the platform in a new tab for visitors whose browser blocks the frame', () => {
    renderWithProviders(<PlatformEmbed {...props} />);
    const link = screen.getByRole('link', { name: /^Open the platform in a new tab/ });
    expect(link).toHaveAttribute('href', testSite.externalLinks.platformApp);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.closest('p')).toHaveTextContent(/^Platform not showing\? Open the platform in a new tab/);
  });
});
