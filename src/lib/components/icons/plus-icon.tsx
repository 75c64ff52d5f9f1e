import { Icon } from './icon.tsx';

/** A plus, drawn on its own small grid so its two strokes land on whole pixels at 14 px. */
export function PlusIcon() {
  return (
    <Icon size={14} stroke={2} viewBox="0 0 14 14">
      <path d="M7 1v12M1 7h12" />
    </Icon>
  );
}
