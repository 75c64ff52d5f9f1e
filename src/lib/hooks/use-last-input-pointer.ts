import { useEffect, useRef, type RefObject } from 'react';

/**
 * Whether the visitor's last input was a pointer (mouse, pen, touch) rather
 * than a key. Rotating content pauses for keyboard focus only: a clicked
 * button keeps focus, and rotation should carry on once the mouse moves away.
 */
export function useLastInputPointer(): RefObject<boolean> {
  const pointer = useRef(false);
  useEffect(() => {
    const onPointer = () => (pointer.current = true);
    const onKey = () => (pointer.current = false);
    window.addEventListener('pointerdown', onPointer, true);
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('pointerdown', onPointer, true);
      window.removeEventListener('keydown', onKey, true);
    };
  }, []);
  return pointer;
}
