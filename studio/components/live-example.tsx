/**
 * A section example drawn live, for the section picker when the example has no thumbnail yet (a section type just
 * added, before `npm run studio:thumbnails`): the studio's own preview in a small frame, sent a page that holds the
 * example alone, so it is drawn exactly as the preview draws a page. Shown 1280 px wide and scaled down, as the
 * thumbnails are shot. The frame is inert: the picker's button around the slot takes the click and the focus.
 */
import { useEffect, useRef, useState } from 'react';
import { isPreviewToStudio } from '../preview/preview-protocol.ts';
import { say } from '../words.ts';
import { postToPreview } from './preview-frame.tsx';

/** The width the example is drawn at, and the most of its height shown: the thumbnails' viewport. */
const DRAWN_WIDTH = 1280;
const DRAWN_HEIGHT = 900;

export function LiveExample({ section, site }: { section: unknown; site: unknown }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.25);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => entry && setScale(entry.contentRect.width / DRAWN_WIDTH));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const page = {
      $schema: '../../schemas/page.schema.json',
      path: '/studio-section-example',
      meta: { title: say('pickerLiveExample'), description: say('pickerLiveExample') },
      sections: [section],
    };
    const listener = (event: MessageEvent<unknown>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow || !isPreviewToStudio(event.data)) return;
      // The preview says it is ready when it starts (and again after a reload); each time it is sent the example.
      if (event.data.kind === 'preview:ready') {
        postToPreview(frame.current, { kind: 'studio:render', revision: 1, page: page as never, site: site as never, selected: null });
      }
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [section, site]);
  return (
    <div ref={box} className="live-example" inert aria-hidden="true">
      <iframe
        ref={frame}
        src="/__studio/preview"
        tabIndex={-1}
        title={say('pickerLiveExample')}
        loading="lazy"
        style={{ width: DRAWN_WIDTH, height: DRAWN_HEIGHT, transform: `scale(${String(scale)})` }}
      />
    </div>
  );
}
