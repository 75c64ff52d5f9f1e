/**
 * The studio: pages, the selected page's outline, a live preview rendered by the real section components, and a
 * form generated from the selected section's schema. Every change is checked by the development server with the
 * same loader as `npm run content:check`, and saved to the same JSON file with minimal edits.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  SITE_FILE,
  studioApi,
  type CheckResult,
  type LinkTargets,
  type MediaLibrary,
  type PageSummary,
  type StudioProblem,
  type StudioSchemas,
} from './api-client.ts';
import { Outline } from './components/outline.tsx';
import { PreviewFrame, postToPreview, type PreviewWidth } from './components/preview-frame.tsx';
import { SchemaForm } from './components/schema-form.tsx';
import { ChangesPanel, type ChangesView } from './components/changes-panel.tsx';
import { PageActions } from './components/page-actions.tsx';
import { SectionPicker } from './components/section-picker.tsx';
import { MetaPreview, NewPageForm, PageList, ProblemsList, type ProblemPlace } from './components/side-panels.tsx';
import { UnsavedGuard } from './components/unsaved-guard.tsx';
import { UpgradeNotice } from './components/upgrade-notice.tsx';
import { Notice, Panel, PreviewArea, Shell, StudioGlobalStyle, TopBar, Workspace } from './components/studio-styles.ts';
import type { PreviewToStudio } from './preview/preview-protocol.ts';
import { editorReducer, type EditorAction } from './editor-reducer.ts';
import { isDirty, isJsonObject, sectionTypeOf, sectionsOf, type EditorState, type Json } from './editor-state.ts';
import type { StudioFormContext } from './widgets/studio-text-widget.tsx';
import { fieldAtClick } from './click-to-field.ts';
import { fieldLabelsAt, fieldPathOf } from './problem-fields.ts';
import { shortcutOf, studioTakesUndo } from './shortcuts.ts';
import { say } from './words.ts';

/** Sent on window when the media manifest changed (an upload, or `npm run media`): the library is read again. */
export const MEDIA_CHANGED_EVENT = 'studio:media-changed';

/** How long typing pauses before the server checks the page (and the preview updates). */
const CHECK_DELAY_MS = 16;

type SaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'blocked' } | { kind: 'conflict'; version: string } | { kind: 'failed'; message: string };

interface Library {
  schemas: StudioSchemas;
  media: MediaLibrary;
  links: LinkTargets;
}

/** The form's field id of a JSON path below `prefix`, as rjsf names it (`field_header_heading`). */
const fieldIdOf = (segments: readonly (string | number)[]) => ['field', ...segments].join('_');

function focusField(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  for (let fold = element.closest('details'); fold; fold = fold.parentElement?.closest('details') ?? null) fold.open = true;
  const target = element.matches('input, select, textarea, button') ? element : element.querySelector<HTMLElement>('input, select, textarea, button');
  (target ?? element).focus();
}

function pick(json: Json, keys: readonly string[]): Json {
  if (!isJsonObject(json)) return {};
  return Object.fromEntries(keys.filter((key) => key in json).map((key) => [key, json[key] ?? null]));
}

export function StudioApp() {
  const [library, setLibrary] = useState<Library>();
  const [pages, setPages] = useState<PageSummary[]>([]);
  const [loadError, setLoadError] = useState<string>();
  const [editor, dispatch] = useReducer(editorReducer, undefined);
  // The open file for callbacks that outlive a render (messages from the preview).
  const editorRef = useRef(editor);
  useEffect(() => {
    editorRef.current = editor;
  }, [editor]);
  // The last check's answer, with the file and revision it answered (a check of the page before may still arrive).
  const [checked, setChecked] = useState<{ file: string; revision: number; result: CheckResult }>();
  const [saveStatus, setSaveStatus] = useState<SaveStatus>({ kind: 'idle' });
  // Where the marketer asked to go while the open file had unsaved edits: asked first, never dropped.
  const [pendingLeave, setPendingLeave] = useState<{ go: () => Promise<void> }>();
  const [deleted, setDeleted] = useState(false);
  const [panel, setPanel] = useState<'form' | 'new-page'>('form');
  /**
   * The field to focus once the form shows the section just selected. Set with the selection and taken by the effect
   * below, which runs after the commit that drew that section's form: focusing on the next animation frame instead
   * could find the previous form's field of the same id (then replaced) or none yet on a busy machine.
   */
  const [fieldToFocus, setFieldToFocus] = useState<string>();
  useEffect(() => {
    if (fieldToFocus === undefined) return;
    focusField(fieldToFocus);
    setFieldToFocus(undefined);
  }, [fieldToFocus]);
  const [picking, setPicking] = useState(false);
  const [width, setWidth] = useState<PreviewWidth>(1440);
  // Counts the preview's loads (it reloads when the media change): each new one is sent the page again.
  const [previewSession, setPreviewSession] = useState(0);
  const [previewLatency, setPreviewLatency] = useState<number>();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const revision = useRef(0);
  const editedAt = useRef(new Map<number, number>());
  const lastDocument = useRef<unknown>(undefined);

  const [changes, setChanges] = useState<ChangesView>();
  const refreshChanges = useCallback(
    () => void studioApi.changes().then(setChanges, (error: unknown) => setChanges({ message: error instanceof Error ? error.message : String(error) })),
    [],
  );
  // The page list and the changes to share both follow every write (a save, a new page, a rename, an upload).
  const refreshPages = useCallback(() => {
    refreshChanges();
    return studioApi.pages().then(setPages);
  }, [refreshChanges]);

  useEffect(() => {
    const refreshMedia = () =>
      void studioApi.media().then(
        (media) => setLibrary((previous) => (previous ? { ...previous, media } : previous)),
        () => undefined,
      );
    window.addEventListener(MEDIA_CHANGED_EVENT, refreshMedia);
    return () => window.removeEventListener(MEDIA_CHANGED_EVENT, refreshMedia);
  }, []);

  useEffect(() => {
    Promise.all([studioApi.schemas(), studioApi.media(), studioApi.links(), refreshPages()]).then(
      ([schemas, media, links]) => setLibrary({ schemas, media, links }),
      (error: unknown) => setLoadError(say('loadFailed', { message: error instanceof Error ? error.message : String(error) })),
    );
  }, [refreshPages]);

  const act = useCallback((action: EditorAction) => dispatch(action), []);

  /** Opens `file`, its first section selected unless `selected` says which (null: Page settings). */
  const open = useCallback(
    async (file: string, selected?: number | null) => {
      setPendingLeave(undefined);
      setSaveStatus({ kind: 'idle' });
      setDeleted(false);
      setPanel('form');
      const opened = await studioApi.open(file);
      const upgrade = opened.upgrade && { ...opened.upgrade, onDisk: opened.upgrade.onDisk as Json };
      act({ kind: 'open', file: opened.file, version: opened.version, json: opened.json as Json, upgrade, selected });
    },
    [act],
  );

  const openOrSay = (file: string) => open(file).catch((error: unknown) => setSaveStatus({ kind: 'failed', message: String(error) }));

  /** Runs `go` (which leaves the open file) at once, or, while the file has unsaved edits, once the marketer says so. */
  const leaveThen = (go: () => Promise<void>) => {
    if (editor && isDirty(editor)) setPendingLeave({ go });
    else void go();
  };

  const requestOpen = (file: string) => {
    if (editor?.file === file) return;
    leaveThen(() => openOrSay(file));
  };

  // Checks the document with the server's loader a moment after each change, and sends the valid result to the preview.
  const current = editor?.current;
  const file = editor?.file;
  useEffect(() => {
    if (current === undefined || file === undefined) return undefined;
    const controller = new AbortController();
    const thisRevision = ++revision.current;
    editedAt.current.set(thisRevision, performance.now());
    const timer = setTimeout(() => {
      studioApi.check(file, current, controller.signal).then(
        (result) => setChecked({ file, revision: thisRevision, result }),
        () => undefined,
      );
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [current, file]);

  const check = checked?.file === file ? checked?.result : undefined;
  const checkedRevision = checked?.revision ?? 0;
  const selected = editor?.selected ?? null;
  useEffect(() => {
    if (!check || previewSession === 0 || !file) return;
    const page = file === SITE_FILE ? lastDocument.current : check.document;
    if (file !== SITE_FILE && check.document) lastDocument.current = check.document;
    const site = file === SITE_FILE ? (check.document ?? check.site) : check.site;
    if (!page || !site) return;
    postToPreview(frameRef.current, { kind: 'studio:render', revision: checkedRevision, page: page as never, site: site as never, selected });
  }, [check, checkedRevision, previewSession, file, selected]);

  useEffect(() => {
    postToPreview(frameRef.current, { kind: 'studio:select', selected });
  }, [selected]);

  const onPreviewMessage = useCallback(
    (message: PreviewToStudio) => {
      if (message.kind === 'preview:ready') setPreviewSession((session) => session + 1);
      else if (message.kind === 'preview:select') {
        act({ kind: 'select', index: message.index });
        setPanel('form');
        const section = sectionsOf(editorRef.current?.current ?? null)[message.index];
        const field = section === undefined ? undefined : fieldAtClick(section, message);
        if (field) setFieldToFocus(fieldIdOf(field));
      } else {
        const started = editedAt.current.get(message.revision);
        if (started !== undefined) setPreviewLatency(Math.round(performance.now() - started));
      }
    },
    [act],
  );

  const dirty = editor ? isDirty(editor) : false;
  useEffect(() => {
    if (!dirty) return undefined;
    // The browser's own leave-page prompt is the only guard a closing tab allows.
    const guard = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', guard);
    return () => window.removeEventListener('beforeunload', guard);
  }, [dirty]);

  const problems: StudioProblem[] = useMemo(
    () => (check && file ? [...check.errors, ...check.warnings].filter((problem) => problem.file === file) : []),
    [check, file],
  );
  const elsewhere: StudioProblem[] = useMemo(() => (check && file ? check.errors.filter((problem) => problem.file !== file) : []), [check, file]);
  const errorCount = problems.filter((problem) => problem.severity === 'error').length + elsewhere.length;
  const checkIsCurrent = checkedRevision === revision.current;

  /** Saves the open file; true once it is on disk, false when it was refused (and the edits stay). */
  const save = useCallback(async (): Promise<boolean> => {
    if (!editor) return false;
    if (errorCount > 0 && checkIsCurrent) {
      setSaveStatus({ kind: 'blocked' });
      return false;
    }
    setSaveStatus({ kind: 'saving' });
    try {
      const result = await studioApi.save(editor.file, editor.version, editor.current);
      if (result.outcome === 'saved') {
        act({ kind: 'saved', version: result.version, json: editor.current });
        setSaveStatus({ kind: 'idle' });
        void refreshPages();
        return true;
      }
      if (result.outcome === 'conflict') {
        setSaveStatus({ kind: 'conflict', version: result.version });
      } else {
        setChecked((previous) => ({
          file: editor.file,
          revision: revision.current,
          result: { text: previous?.result.text ?? '', ...previous?.result, errors: result.errors, warnings: result.warnings },
        }));
        setSaveStatus({ kind: 'blocked' });
      }
    } catch (error) {
      setSaveStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
    return false;
  }, [act, checkIsCurrent, editor, errorCount, refreshPages]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (shortcut === 'save') {
        event.preventDefault();
        void save();
      } else if (shortcut && studioTakesUndo(event.target)) {
        event.preventDefault();
        act({ kind: shortcut });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [act, save]);

  const context: StudioFormContext = useMemo(
    () => ({
      media: library?.media,
      links: library?.links,
      uploadImage: async (image: File) => {
        const { src } = await studioApi.uploadMedia(image);
        const media = await studioApi.media();
        setLibrary((previous) => (previous ? { ...previous, media } : previous));
        refreshChanges();
        return src;
      },
    }),
    [library?.media, library?.links, refreshChanges],
  );

  const jumpTo = (problem: StudioProblem) => {
    const path = fieldPathOf(problem);
    if (path.length === 1 && path[0] === 'sections' && sectionsOf(editor?.current ?? null).length > 0) {
      // About the sections as a whole (no main heading): the first section, where the page's h1 belongs.
      act({ kind: 'select', index: 0 });
      setPanel('form');
      setFieldToFocus('field');
    } else if (path[0] === 'sections' && typeof path[1] === 'number') {
      act({ kind: 'select', index: path[1] });
      setPanel('form');
      setFieldToFocus(fieldIdOf(path.slice(2)));
    } else {
      act({ kind: 'select', index: null });
      setPanel('form');
      setFieldToFocus(fieldIdOf(path));
    }
  };

  /** The field's label and its section (or the page's or site's settings), as the Problems list names them. */
  const placeOf = (problem: StudioProblem): ProblemPlace => {
    const path = fieldPathOf(problem);
    const schemas = library?.schemas;
    if (path[0] === 'sections' && typeof path[1] === 'number') {
      const type = sectionTypeOf(sectionsOf(editor?.current ?? null)[path[1]]);
      const entry = type === undefined ? undefined : schemas?.sections[type];
      const labels = entry ? fieldLabelsAt(entry.schema, path.slice(2)) : [];
      return {
        label: labels.join(' › ') || (entry?.title ?? say('outlineHeading')),
        place: say('sectionPlace', { number: path[1] + 1, name: entry?.title ?? type ?? '' }),
      };
    }
    const settings = editor?.file === SITE_FILE ? schemas?.site : schemas?.page;
    const labels = settings ? fieldLabelsAt(settings, path) : [];
    return {
      label: labels.join(' › ') || say('outlineHeading'),
      place: editor?.file === SITE_FILE ? say('siteSettings') : say('pageSettingsPlace'),
    };
  };

  const sectionNames = Object.fromEntries(Object.entries(library?.schemas.sections ?? {}).map(([type, entry]) => [type, entry.title]));

  if (loadError) return <p role="alert">{loadError}</p>;
  const sections = editor ? sectionsOf(editor.current) : [];
  const selectedSection = selected === null ? undefined : sections[selected];
  const selectedType = sectionTypeOf(selectedSection);
  const isSite = editor?.file === SITE_FILE;
  const openPage = pages.find((page) => page.file === editor?.file);
  const status = saveStatus.kind === 'saving' ? say('saving') : dirty ? say('unsaved') : say('saved');

  return (
    <Shell data-preview-latency-ms={previewLatency}>
      <StudioGlobalStyle />
      <TopBar>
        <h1>
          {say('appTitle')}
          {editor && <span className="status"> · {isSite ? SITE_FILE : (openPage?.path ?? editor.file)}</span>}
        </h1>
        <button type="button" onClick={() => act({ kind: 'undo' })} disabled={!editor || editor.past.length === 0}>
          {say('undo')}
        </button>
        <button type="button" onClick={() => act({ kind: 'redo' })} disabled={!editor || editor.future.length === 0}>
          {say('redo')}
        </button>
        <span className="status" role="status" data-save-status={dirty ? 'unsaved' : 'saved'}>
          {editor ? status : ''}
        </span>
        <button type="button" className="save" onClick={() => void save()} disabled={!editor || saveStatus.kind === 'saving'}>
          {say('save')}
        </button>
      </TopBar>
      <Workspace>
        <Panel aria-labelledby="studio-pages-heading">
          <h2 id="studio-pages-heading">{say('pagesHeading')}</h2>
          {panel === 'new-page' ? (
            <NewPageForm
              onCancel={() => setPanel('form')}
              onCreate={async (path, title) => {
                const create = async () => {
                  const created = await studioApi.createPage(path, title);
                  await refreshPages();
                  await open(created.file);
                };
                // The address and title are checked first, so a refusal shows in the form before anything is left.
                await studioApi.checkNewPage(path, title);
                leaveThen(() => create().catch((error: unknown) => setSaveStatus({ kind: 'failed', message: String(error) })));
              }}
            />
          ) : (
            <button type="button" onClick={() => setPanel('new-page')}>
              {say('newPage')}
            </button>
          )}
          <PageList pages={pages} openFile={editor?.file} onOpen={requestOpen} />
          <button type="button" aria-current={isSite ? 'page' : undefined} onClick={() => requestOpen(SITE_FILE)}>
            {say('siteSettings')}
          </button>
          {editor && !isSite && (
            <>
              <h2>{say('outlineHeading')}</h2>
              <button type="button" aria-pressed={selected === null} onClick={() => act({ kind: 'select', index: null })}>
                {say('pageSettings')}
              </button>
              <Outline
                sections={sections}
                names={sectionNames}
                selected={selected}
                onSelect={(index) => {
                  act({ kind: 'select', index });
                  setPanel('form');
                }}
                onMove={(from, to) => act({ kind: 'move', from, to })}
                onDuplicate={(index) => act({ kind: 'duplicate', index })}
                onDelete={(index) => {
                  act({ kind: 'delete', index });
                  setDeleted(true);
                }}
              />
              <button type="button" onClick={() => setPicking(true)} data-studio-add-section>
                {say('addSection')}
              </button>
              {deleted && (
                <p role="status">
                  {say('deletedSection')}{' '}
                  <button
                    type="button"
                    onClick={() => {
                      act({ kind: 'undo' });
                      setDeleted(false);
                    }}
                  >
                    {say('undo')}
                  </button>
                </p>
              )}
            </>
          )}
        </Panel>
        <PreviewArea aria-labelledby="studio-preview-heading">
          <h2 id="studio-preview-heading">{say('previewHeading')}</h2>
          {editor && !check?.document && errorCount > 0 ? <Notice>{say('previewStale')}</Notice> : <span />}
          <PreviewFrame frameRef={frameRef} width={width} onWidth={setWidth} onMessage={onPreviewMessage} />
        </PreviewArea>
        <Panel aria-labelledby="studio-form-heading" data-studio-form>
          <h2 id="studio-form-heading">{say('formHeading')}</h2>
          <UpgradeNotice upgrade={editor?.upgrade} isSite={isSite} />
          <div role="alert">
            {pendingLeave && editor && (
              <UnsavedGuard
                name={isSite ? say('siteSettings') : (openPage?.path ?? editor.file)}
                onSave={() =>
                  void save().then((saved) => {
                    // A refused save keeps the page and its edits open, with the reason below.
                    setPendingLeave(undefined);
                    if (saved) void pendingLeave.go();
                  })
                }
                onDiscard={() => {
                  setPendingLeave(undefined);
                  void pendingLeave.go();
                }}
                onStay={() => setPendingLeave(undefined)}
              />
            )}
            {saveStatus.kind === 'blocked' && <p>{say('saveBlocked')}</p>}
            {saveStatus.kind === 'failed' && <p>{saveStatus.message}</p>}
            {saveStatus.kind === 'conflict' && editor && (
              <>
                <p>{say('conflict')}</p>
                <button type="button" onClick={() => void open(editor.file)}>
                  {say('reloadFromDisk')}
                </button>
              </>
            )}
          </div>
          {!editor || !library ? (
            <p>{say('choosePage')}</p>
          ) : isSite ? (
            <SchemaForm
              key="site"
              schema={library.schemas.site}
              value={editor.current}
              idPrefix="field"
              problems={problems}
              problemPrefix={[]}
              context={context}
              onChange={(value, fieldId) => act({ kind: 'edit', json: value, key: fieldId })}
            />
          ) : selected === null || selectedType === undefined ? (
            <>
              <SchemaForm
                key="page"
                schema={pageSettingsSchema(library.schemas.page)}
                value={pick(editor.current, PAGE_SETTINGS)}
                idPrefix="field"
                problems={problems}
                problemPrefix={[]}
                context={context}
                onChange={(value, fieldId) => act({ kind: 'page-settings', settings: value, keys: PAGE_SETTINGS, key: fieldId })}
              />
              <MetaPreview page={editor.current} site={check?.site} />
              {openPage && !openPage.path.includes('/:') && (
                <PageActions
                  file={editor.file}
                  path={openPage.path}
                  leaveThen={leaveThen}
                  onDone={async (opens) => {
                    // A renamed page opens again where the marketer was, Page settings; a duplicate opens at its first section.
                    if (opens) await open(opens, opens === editor.file ? null : undefined);
                    else act({ kind: 'close' });
                    // The page list last, so the title names the new address only once the page shows it.
                    await refreshPages();
                  }}
                />
              )}
            </>
          ) : library.schemas.sections[selectedType] ? (
            <SchemaForm
              key={`${editor.file}-${selected}-${selectedType}`}
              schema={library.schemas.sections[selectedType].schema}
              value={selectedSection ?? {}}
              idPrefix="field"
              problems={problems}
              problemPrefix={['sections', selected]}
              context={context}
              onChange={(value, fieldId) => act({ kind: 'edit-section', index: selected, section: value, key: `${selected}:${fieldId}` })}
            />
          ) : (
            <p role="alert">{say('unknownSectionType', { type: selectedType })}</p>
          )}
          {editor && <ProblemsList problems={problems} elsewhere={elsewhere} pages={pages} placeOf={placeOf} onJump={jumpTo} onOpenFile={requestOpen} />}
          {editor && <ChangesPanel changes={changes} onShare={studioApi.share} onRefresh={refreshChanges} />}
        </Panel>
      </Workspace>
      {picking && editor && library && !isSite && (
        <SectionPicker
          schemas={library.schemas}
          site={check?.site}
          onCancel={() => setPicking(false)}
          onPick={(_type, example) => {
            act({ kind: 'insert', index: selected === null ? sections.length : selected + 1, section: structuredClone(example) });
            setPicking(false);
            setPanel('form');
          }}
        />
      )}
    </Shell>
  );
}

const PAGE_SETTINGS = ['path', 'aliases', 'meta'] as const;

/** The page schema narrowed to the settings a page has besides its sections. */
function pageSettingsSchema(page: Record<string, unknown>): RJSFSchema {
  const properties = isSchemaObject(page['properties']) ? page['properties'] : {};
  return {
    ...page,
    required: ['path', 'meta'],
    properties: Object.fromEntries(PAGE_SETTINGS.map((key) => [key, properties[key] ?? {}])),
  };
}

export type { EditorState };

/** A JSON Schema object (not Json: schemas come from the server as plain objects). */
const isSchemaObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
