import { createRoot } from 'react-dom/client';
import { keepOpenOnContentChange } from './keep-open-on-content-change.ts';
import { StudioApp } from './studio-app.tsx';

keepOpenOnContentChange(import.meta.hot);

const container = document.getElementById('studio-root');
if (container) createRoot(container).render(<StudioApp />);
