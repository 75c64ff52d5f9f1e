import { useEffect, useRef, useState, type RefObject } from 'react';
import { isPreviewToStudio, type PreviewToStudio, type StudioToPreview } from '../preview/preview-protocol.ts';
import { say } from '../words.ts';

export const PREVIEW_WIDTHS = [390, 768, 1440] as const;
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];

/** The preview iframe, scaled down to fit its column at the chosen device width. */
export function PreviewFrame({
  frameRef,
  width,
  onWidth,
  onMessage,
}: {
  frameRef: RefObject<HTMLIFrameElement | null>;
  width: PreviewWidth;
  onWidth: (width: PreviewWidth) => void;
  onMessage: (message: PreviewToStudio) => void;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(800);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const observer = new ResizeObserver(([entry]) => entry && setBoxWidth(entry.contentRect.width));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const listener = (event: MessageEvent<unknown>) => {
      if (event.origin !== window.location.origin || event.source !== frameRef.current?.contentWindow || !isPreviewToStudio(event.data)) return;
      onMessage(event.data);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frameRef, onMessage]);
  const scale = Math.min(1, boxWidth / width);
  return (
    <>
      <fieldset className="widths">
        <legend className="studio-counter">{say('previewWidth')}</legend>
        {PREVIEW_WIDTHS.map((option) => (
          <button key={option} type="button" aria-pressed={option === width} onClick={() => onWidth(option)}>
            {say('widthOption', { width: option })}
          </button>
        ))}
      </fieldset>
      <div className="frame-box" ref={boxRef}>
        <iframe
          ref={frameRef}
          title={say('previewHeading')}
          src="/__studio/preview"
          data-preview-width={width}
          style={{ width, height: `${100 / scale}%`, transform: `scale(${scale})` }}
        />
      </div>
    </>
  );
}

export function postToPreview(frame: HTMLIFrameElement | null, message: StudioToPreview) {
  frame?.contentWindow?.postMessage(message, window.location.origin);
}
