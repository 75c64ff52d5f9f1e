import { useEffect, useRef } from 'react';
import { say } from '../words.ts';

/**
 * Asked before anything leaves a file with unsaved edits (another page, New page, Site-wide settings). It takes focus,
 * so a keyboard user who asked to leave answers it next; it names the page, as the marketer knows it.
 */
export function UnsavedGuard({ name, onSave, onDiscard, onStay }: { name: string; onSave: () => void; onDiscard: () => void; onStay: () => void }) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div data-studio-unsaved-guard>
      <p>{say('unsavedGuard', { name })}</p>
      <button type="button" ref={first} onClick={onSave}>
        {say('saveAndContinue')}
      </button>{' '}
      <button type="button" onClick={onDiscard}>
        {say('discardAndContinue')}
      </button>{' '}
      <button type="button" onClick={onStay}>
        {say('stay')}
      </button>
    </div>
  );
}
