import { useId, useMemo, useState } from 'react';
import type { MediaLibrary } from '../api-client.ts';
import { say } from '../words.ts';
import { MediaGrid } from './widget-styles.ts';

interface MediaPickerProps {
  kind: 'image' | 'video';
  library: MediaLibrary;
  current: string;
  upload: (file: File) => Promise<string>;
  onPick: (src: string) => void;
}

/** Thumbnails of the prepared media to choose from, with a search and (for images) a new upload. */
export function MediaPicker({ kind, library, current, upload, onPick }: MediaPickerProps) {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const searchId = useId();
  const uploadId = useId();
  const items = useMemo(() => {
    const all =
      kind === 'image'
        ? library.images.map((image) => ({ src: image.src, preview: image.preview }))
        : library.videos.map((video) => ({ src: video.src, preview: video.poster }));
    const words = query.trim().toLowerCase();
    return words ? all.filter((item) => item.src.toLowerCase().includes(words)) : all;
  }, [kind, library, query]);
  return (
    <div data-studio-media-picker>
      <label htmlFor={searchId}>{say('mediaPickerSearch')}</label>
      <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
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
              <span>{item.src.split('/').slice(-2).join('/')}</span>
            </button>
          </li>
        ))}
      </MediaGrid>
    </div>
  );
}
