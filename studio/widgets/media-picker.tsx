import { useId, useMemo, useState } from 'react';
import type { MediaLibrary } from '../api-client.ts';
import { say } from '../words.ts';
import { MediaGrid } from './widget-styles.ts';

/** The `mediaRef` kinds the picker offers; the other kinds (files, hosted videos, frame sequences) keep a plain text box. */
const PICKER_KINDS = ['image', 'video', 'model'] as const;
type PickerKind = (typeof PICKER_KINDS)[number];

export const isPickerKind = (value: unknown): value is PickerKind => PICKER_KINDS.some((kind) => kind === value);

interface MediaPickerProps {
  kind: PickerKind;
  library: MediaLibrary;
  current: string;
  upload: (file: File) => Promise<string>;
  onPick: (src: string) => void;
}

interface PickerItem {
  src: string;
  /** What the button reads as. */
  name: string;
  preview?: string | undefined;
  /** A second line, for what has no preview to tell it by. */
  detail?: string;
}

/** The last two parts of a path ("leadership/jonathan-mercer"): the folder tells images of the same name apart. */
const shortName = (src: string) => src.split('/').slice(-2).join('/');

/** Mebibytes, as `npm run media` reports a model and its budget counts it (scripts/media/pipeline/report.ts, budgets.ts). */
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);

function itemsOf(kind: PickerKind, library: MediaLibrary): PickerItem[] {
  switch (kind) {
    case 'image':
      return library.images.map((image) => ({ src: image.src, name: shortName(image.src), preview: image.preview }));
    case 'video':
      return library.videos.map((video) => ({ src: video.src, name: shortName(video.src), preview: video.poster }));
    case 'model':
      // Models sit in one folder (/media/models/<name>), so the name alone is enough.
      return library.models.map((model) => ({
        src: model.src,
        name: model.src.split('/').at(-1) ?? model.src,
        detail: say('mediaModelSize', { size: megabytes(model.bytes) }),
      }));
  }
}

/**
 * The prepared media to choose from, with a search: images and videos by thumbnail, with a new upload for images;
 * 3D models by name and size, since a glTF binary has no picture, and without an upload, since they are made by the
 * media generator.
 */
export function MediaPicker({ kind, library, current, upload, onPick }: MediaPickerProps) {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const searchId = useId();
  const uploadId = useId();
  const items = useMemo(() => {
    const all = itemsOf(kind, library);
    const words = query.trim().toLowerCase();
    return words ? all.filter((item) => item.src.toLowerCase().includes(words)) : all;
  }, [kind, library, query]);
  return (
    <div data-studio-media-picker>
      <label htmlFor={searchId}>{say('mediaPickerSearch')}</label>
      <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      {kind === 'model' && <p>{say('mediaModelsHint')}</p>}
      {kind === 'image' && (
        <p>
          <label htmlFor={uploadId}>{say('mediaUpload')}</label>
          <input
            id={uploadId}
            type="file"
            accept="image/*"
            disabled={status.busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              setStatus({ busy: true });
              upload(file).then(
                (src) => {
                  setStatus({ busy: false });
                  onPick(src);
                },
                (error: unknown) => setStatus({ busy: false, error: error instanceof Error ? error.message : String(error) }),
              );
            }}
          />
          {status.busy && <span role="status">{say('mediaUploading')}</span>}
        </p>
      )}
      {status.error && <p role="alert">{status.error}</p>}
      <MediaGrid>
        {items.map((item) => (
          <li key={item.src}>
            <button type="button" aria-pressed={item.src === current} onClick={() => onPick(item.src)} title={item.src}>
              {item.preview ? <img src={item.preview} alt="" loading="lazy" width={96} height={64} /> : null}
              <span>{item.name}</span>
              {/* The space keeps the name and the size apart when the button's name is read out. */}
              {item.detail && (
                <>
                  {' '}
                  <span>{item.detail}</span>
                </>
              )}
            </button>
          </li>
        ))}
      </MediaGrid>
    </div>
  );
}
