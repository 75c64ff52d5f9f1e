/* The site menu's glyphs, apart from the other icons so they load with the menu, not with every page's shared code. */
import { Icon } from './icon.tsx';

/** The chevron of a menu that opens downwards. */
export function ChevronDownIcon() {
  return (
    <Icon size={14} stroke={2.5}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

/** Three bars for the closed mobile menu, a cross for the open one. */
export function MenuIcon({ open }: { open: boolean }) {
  return (
    <Icon size={22} stroke={2}>
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </Icon>
  );
}
