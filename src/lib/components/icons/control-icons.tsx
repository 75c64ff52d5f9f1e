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

/** The arrow of a previous or next button. */
export function ArrowIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <Icon size={20} stroke={2}>
      <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </Icon>
  );
}

/** A plus, drawn on its own small grid so its two strokes land on whole pixels at 14 px. */
export function PlusIcon() {
  return (
    <Icon size={14} stroke={2} viewBox="0 0 14 14">
      <path d="M7 1v12M1 7h12" />
    </Icon>
  );
}

/** Pause bars while something moves, a play triangle while it stands still (the motion toggle's face). */
export function PlayPauseIcon({ playing }: { playing: boolean }) {
  return <Icon size={18}>{playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}</Icon>;
}
