import { Icon } from './icon.tsx';

// Simple outline glyphs of our own drawing, in the site's line style, by the externalLinks name of each network.
const glyphs: Readonly<Record<string, React.ReactNode>> = {
  facebook: <path d="M14 8h2.5V4.5H14c-2.5 0-4 1.6-4 4V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V9c0-.6.4-1 1-1Z" />,
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9.2 5 2.8-5 2.8Z" fill="currentColor" />
    </>
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M8 10.5V16M8 7.8v.1M11.5 16v-5.5M11.5 13c0-1.6 1-2.6 2.3-2.6S16 11.2 16 13v3" />
    </>
  ),
};

/**
 * A social network's mark as an outline glyph, by the network a profile link names (its target): the footer's profile
 * links, the leadership cards' LinkedIn links. Nothing for a target that names no network.
 */
export function SocialIcon({ network, size = 22 }: { network: string; size?: number }) {
  const glyph = Object.hasOwn(glyphs, network) ? glyphs[network] : undefined;
  if (glyph === undefined) return null;
  return (
    <Icon size={size} stroke={1.7}>
      {glyph}
    </Icon>
  );
}
