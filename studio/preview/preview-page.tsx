import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import type { PageDocument, Section, SiteContent } from '@/content/generated/content-types.ts';
import { PageContent, loadPage, resolveSection, type LoadedPage, type SectionResolver } from '@/page-builder/page-content.tsx';
import { sectionRegistry } from '@/page-builder/section-registry.ts';
import type { StudioToPreview } from './preview-protocol.ts';
import { reuseEqual } from './structural-sharing.ts';

export interface PreviewState {
  revision: number;
  page: PageDocument | undefined;
  site: SiteContent | undefined;
  selected: number | null;
  /** True when the selection came from the studio (so the preview scrolls to it), false for a click in the preview. */
  scrollToSelected: boolean;
}

export interface PreviewStore {
  receive(message: StudioToPreview): void;
  subscribe(listener: () => void): () => void;
  snapshot(): PreviewState;
  rendered(revision: number): void;
  onRendered(listener: (revision: number) => void): void;
}

export function createPreviewStore(): PreviewStore {
  let state: PreviewState = { revision: 0, page: undefined, site: undefined, selected: null, scrollToSelected: false };
  const listeners = new Set<() => void>();
  const renderedListeners = new Set<(revision: number) => void>();
  const update = (next: PreviewState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    receive(message) {
      if (message.kind === 'studio:render') {
        update({
          ...state,
          revision: message.revision,
          page: reuseEqual(state.page, message.page),
          site: reuseEqual(state.site, message.site),
          selected: message.selected,
          scrollToSelected: message.selected !== state.selected,
        });
      } else {
        update({ ...state, selected: message.selected, scrollToSelected: true });
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => state,
    rendered(revision) {
      for (const listener of renderedListeners) listener(revision);
    },
    onRendered(listener) {
      renderedListeners.add(listener);
    },
  };
}

export function usePreviewState(store: PreviewStore): PreviewState {
  return useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.snapshot(),
  );
}

const Outline = styled.div`
  position: absolute;
  z-index: 2147483000;
  pointer-events: none;
  outline: 3px solid #4da3ff;
  outline-offset: -3px;
  box-shadow: 0 0 0 9999px rgba(0, 0, 0, 0.08);
`;

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The page box around a section slot's children (the slot itself has `display: contents` and no box). */
function boxOfSection(index: number): Box | undefined {
  const slot = document.querySelectorAll('main > [data-section-type]')[index];
  if (!slot) return undefined;
  const rects = [...slot.children].map((child) => child.getBoundingClientRect()).filter((rect) => rect.width > 0 || rect.height > 0);
  if (rects.length === 0) return undefined;
  const top = Math.min(...rects.map((rect) => rect.top)) + window.scrollY;
  const left = Math.min(...rects.map((rect) => rect.left)) + window.scrollX;
  const bottom = Math.max(...rects.map((rect) => rect.bottom)) + window.scrollY;
  const right = Math.max(...rects.map((rect) => rect.right)) + window.scrollX;
  return { top, left, width: right - left, height: bottom - top };
}

function SelectedOutline({ selected, scrollTo, layoutKey }: { selected: number | null; scrollTo: boolean; layoutKey: unknown }) {
  const [box, setBox] = useState<Box>();
  useLayoutEffect(() => {
    if (selected === null) {
      setBox(undefined);
      return undefined;
    }
    const measure = () => setBox(boxOfSection(selected));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [selected, layoutKey]);
  useEffect(() => {
    if (selected === null || !scrollTo) return;
    const found = boxOfSection(selected);
    if (found) window.scrollTo({ top: Math.max(0, found.top - 80), behavior: 'instant' });
  }, [selected, scrollTo]);
  return box ? <Outline data-studio-selected-outline style={{ top: box.top, left: box.left, width: box.width, height: box.height }} /> : null;
}

/** The page's sections, loaded through the real registry each time the studio sends a new document. */
export function PreviewPage({ store }: { store: PreviewStore }) {
  const { page, revision, selected, scrollToSelected } = usePreviewState(store);
  const [loaded, setLoaded] = useState<{ revision: number; page: LoadedPage }>();
  // The last page loaded: a section whose content object stays the same (reuseEqual) keeps its element, so React skips it.
  const previous = useRef<{ source: readonly Section[]; page: LoadedPage }>(undefined);
  useEffect(() => {
    if (!page) return undefined;
    let current = true;
    const last = previous.current;
    const keepUnchanged: SectionResolver = (registry, section, index) => {
      const kept = last?.source[index] === section ? last.page.sections[index] : undefined;
      return kept ? Promise.resolve(kept) : resolveSection(registry, section, index);
    };
    void loadPage(page, sectionRegistry, keepUnchanged).then((next) => {
      if (!current) return;
      previous.current = { source: page.sections, page: next };
      setLoaded({ revision, page: next });
    });
    return () => {
      current = false;
    };
  }, [page, revision]);
  useEffect(() => {
    if (loaded) store.rendered(loaded.revision);
  }, [loaded, store]);
  if (!loaded) return null;
  return (
    <>
      <PageContent page={loaded.page} />
      <SelectedOutline selected={selected} scrollTo={scrollToSelected} layoutKey={loaded} />
    </>
  );
}
