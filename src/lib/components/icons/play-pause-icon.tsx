import { Icon } from './icon.tsx';

/** Pause bars while something moves, a play triangle while it stands still (the motion toggle's face). */
export function PlayPauseIcon({ playing }: { playing: boolean }) {
  return <Icon size={18}>{playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}</Icon>;
}
