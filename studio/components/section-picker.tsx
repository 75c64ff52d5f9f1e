/**
 * The section picker: a modal dialog over the whole studio (the browser's own <dialog>: focus stays inside, Escape
 * closes it), with a search and a grid of every section type's examples, each with its whole picture and plain name.
 * An example without a thumbnail (a section type just added) is drawn live instead, so a new type needs no picture.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { studioApi, type StudioSchemas } from '../api-client.ts';
import type { Json } from '../editor-state.ts';
import { say } from '../words.ts';
import { LiveExample } from './live-example.tsx';
import { PickerDialog } from './studio-styles.ts';

interface Choice {
  key: string;
  type: string;
  name: string;
  description: string;
  example: Json;
  /** The example with its schema defaults, as the live picture draws it. */
  preview: unknown;
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
        preview: entry.previews[index],
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

/**
 * The example's thumbnail when studio/thumbnails/index.json lists it; otherwise (a section type just added) the example
 * drawn live, given the site to draw it in. Nothing until the list has come.
 */
function ChoicePicture({ choice, thumbnails, site }: { choice: Choice; thumbnails: ReadonlySet<string> | undefined; site: unknown }) {
  if (thumbnails === undefined) return <span className="live-slot" />;
  if (thumbnails.has(choice.thumbnail.split('/').at(-1) ?? '')) return <img src={choice.thumbnail} alt="" loading="lazy" />;
  return (
    <span className="live-slot" data-live-example={choice.key}>
      {site !== undefined && choice.preview !== undefined && <LiveExample section={choice.preview} site={site} />}
    </span>
  );
}

export function SectionPicker({
  schemas,
  site,
  onPick,
  onCancel,
}: {
  schemas: StudioSchemas;
  /** The validated site content, for drawing an example live; without it such an example shows no picture. */
  site: unknown;
  onPick: (type: string, example: Json) => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const headingId = useId();
  const searchId = useId();
  const choices = useMemo(() => sectionChoices(schemas), [schemas]);
  const shown = useMemo(() => matchingChoices(choices, query), [choices, query]);
  const [thumbnails, setThumbnails] = useState<ReadonlySet<string>>();
  useEffect(() => {
    let current = true;
    // Without the list every example is drawn live: slower to show, never wrong.
    studioApi.thumbnails().then(
      (files) => current && setThumbnails(files),
      () => current && setThumbnails(new Set()),
    );
    return () => {
      current = false;
    };
  }, []);
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
              <ChoicePicture choice={choice} thumbnails={thumbnails} site={site} />
              <strong>{choice.name}</strong>
              <span className="description">{choice.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </PickerDialog>
  );
}
