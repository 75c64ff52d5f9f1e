/**
 * The section picker: a modal dialog over the whole studio (the browser's own <dialog>: focus stays inside, Escape
 * closes it), with a search and a grid of every section type's examples, each with its whole picture and plain name.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { StudioSchemas } from '../api-client.ts';
import type { Json } from '../editor-state.ts';
import { say } from '../words.ts';
import { PickerDialog } from './studio-styles.ts';

interface Choice {
  key: string;
  type: string;
  name: string;
  description: string;
  example: Json;
  thumbnail: string;
}

/** One choice per schema example, each with its own picture (studio/thumbnails/<type>-<n>.webp), in name order. */
export function sectionChoices(schemas: StudioSchemas): Choice[] {
  return Object.entries(schemas.sections)
    .flatMap(([type, entry]) => {
      const examples = entry.examples.length > 0 ? entry.examples : [{ type }];
      return examples.map((example, index) => ({
        key: `${type}-${index}`,
        type,
        name: examples.length > 1 ? `${entry.title} (${say('pickerExample', { number: index + 1, count: examples.length })})` : entry.title,
        description: entry.description,
        example: example as Json,
        thumbnail: `/studio/thumbnails/${type}-${index}.webp`,
      }));
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The choices whose name, type or description holds every word of `query`. */
export function matchingChoices(choices: readonly Choice[], query: string): Choice[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...choices];
  return choices.filter((choice) => {
    const text = `${choice.name} ${choice.type} ${choice.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export function SectionPicker({ schemas, onPick, onCancel }: { schemas: StudioSchemas; onPick: (type: string, example: Json) => void; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const headingId = useId();
  const searchId = useId();
  const choices = useMemo(() => sectionChoices(schemas), [schemas]);
  const shown = useMemo(() => matchingChoices(choices, query), [choices, query]);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // Opening focuses the dialog's first button (Close); the search is where a marketer starts.
    search.current?.focus();
    return () => element?.close();
  }, []);
  return (
    <PickerDialog
      ref={dialog}
      aria-labelledby={headingId}
      data-studio-section-picker
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <div className="picker-head">
        <h2 id={headingId}>{say('pickerHeading')}</h2>
        <button type="button" onClick={onCancel}>
          {say('close')}
        </button>
      </div>
      <p>{say('pickerIntro')}</p>
      <label htmlFor={searchId}>{say('pickerSearch')}</label>
      <input ref={search} id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <p role="status" className="studio-counter">
        {shown.length === 0 ? say('pickerNoMatch') : say('pickerCount', { count: shown.length })}
      </p>
      <ul className="picker-grid">
        {shown.map((choice) => (
          <li key={choice.key}>
            <button type="button" onClick={() => onPick(choice.type, choice.example)} data-section-choice={choice.type}>
              <img src={choice.thumbnail} alt="" loading="lazy" />
              <strong>{choice.name}</strong>
              <span className="description">{choice.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </PickerDialog>
  );
}
