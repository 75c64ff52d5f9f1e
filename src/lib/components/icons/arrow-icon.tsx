import { Icon } from './icon.tsx';

/** The arrow of a previous or next button. */
export function ArrowIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <Icon size={20} stroke={2}>
      <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </Icon>
  );
}
