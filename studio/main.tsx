import { createRoot } from 'react-dom/client';
import { keepOpenOnContentChange } from './keep-open-on-content-change.ts';
import { MEDIA_CHANGED_EVENT, StudioApp } from './studio-app.tsx';

// An upload, or `npm run media` in a terminal, rewrites the media manifest: the studio stays open and lists the new media.
keepOpenOnContentChange(import.meta.hot, 'content-and-media', (file) => {
  if (file.endsWith('media-manifest.json')) window.dispatchEvent(new Event(MEDIA_CHANGED_EVENT));
});

const container = document.getElementById('studio-root');
if (container) createRoot(container).render(<StudioApp />);
