import { useId, useMemo, useState } from 'react';
import { SITE_FILE, type PageSummary, type StudioProblem } from '../api-client.ts';
import type { Json } from '../editor-state.ts';
import { isJsonObject } from '../editor-state.ts';
import { fieldMessage } from '../problem-fields.ts';
import { say } from '../words.ts';
import { PageListItems, ProblemItems, SnippetCard } from './studio-styles.ts';

export function PageList({ pages, openFile, onOpen }: { pages: readonly PageSummary[]; openFile: string | undefined; onOpen: (file: string) => void }) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const hintId = useId();
  const shown = useMemo(() => {
    const words = query.trim().toLowerCase();
    if (!words) return pages;
    return pages.filter((page) => [page.path, page.title, page.file, ...page.sectionTypes].some((text) => text.toLowerCase().includes(words)));
  }, [pages, query]);
  return (
    <>
      <label htmlFor={searchId}>{say('searchPagesLabel')}</label>
      <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} aria-describedby={hintId} />
      <p id={hintId} className="studio-counter">
        {say('searchPagesHint')}
      </p>
      {shown.length === 0 ? (
        <p role="status">{say('noPagesFound')}</p>
      ) : (
        <PageListItems aria-label={say('pagesHeading')}>
          {shown.map((page) => (
            <li key={page.file}>
              <button type="button" aria-current={page.file === openFile ? 'page' : undefined} onClick={() => onOpen(page.file)} title={page.file}>
                <span className="path">{page.path}</span>
                <span className="types">{page.sectionTypes.join(', ')}</span>
              </button>
            </li>
          ))}
        </PageListItems>
      )}
    </>
  );
}

export function NewPageForm({ onCreate, onCancel }: { onCreate: (path: string, title: string) => Promise<void>; onCancel: () => void }) {
  const [path, setPath] = useState('/');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const pathId = useId();
  const pathHintId = useId();
  const titleId = useId();
  return (
    <form
      data-studio-new-page
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setError(undefined);
        onCreate(path.trim(), title.trim()).then(
          () => setBusy(false),
          (failure: unknown) => {
            setBusy(false);
            setError(failure instanceof Error ? failure.message : String(failure));
          },
        );
      }}
    >
      <label htmlFor={pathId}>{say('newPagePathLabel')}</label>
      <input id={pathId} value={path} onChange={(event) => setPath(event.target.value)} aria-describedby={pathHintId} required />
      <p id={pathHintId} className="studio-counter">
        {say('newPagePathHint')}
      </p>
      <label htmlFor={titleId}>{say('newPageTitleLabel')}</label>
      <input id={titleId} value={title} onChange={(event) => setTitle(event.target.value)} required />
      <div role="alert">{error}</div>
      <p>
        <button type="submit" disabled={busy}>
          {say('createPage')}
        </button>{' '}
        <button type="button" onClick={onCancel}>
          {say('cancel')}
        </button>
      </p>
    </form>
  );
}

/** Where a problem is, as the marketer sees the page: the field's label and the section (or Page settings) it is in. */
export interface ProblemPlace {
  label: string;
  place: string;
}

interface ProblemsListProps {
  /** Problems of the open file. */
  problems: readonly StudioProblem[];
  /** Errors the edit causes in other files (a link elsewhere to an address this page gave up): they block saving too. */
  elsewhere: readonly StudioProblem[];
  pages: readonly PageSummary[];
  placeOf: (problem: StudioProblem) => ProblemPlace;
  onJump: (problem: StudioProblem) => void;
  onOpenFile: (file: string) => void;
}

export function ProblemsList({ problems, elsewhere, pages, placeOf, onJump, onOpenFile }: ProblemsListProps) {
  const errors = problems.filter((problem) => problem.severity === 'error').length + elsewhere.length;
  const warnings = problems.length - problems.filter((problem) => problem.severity === 'error').length;
  return (
    <section aria-labelledby="studio-problems-heading">
      <h3 id="studio-problems-heading">{say('problemsHeading')}</h3>
      <p role="status">
        {errors + warnings === 0
          ? say('noProblems')
          : [
              errors > 0 ? (errors === 1 ? say('errorCountOne') : say('errorCount', { count: errors })) : '',
              warnings > 0 ? (warnings === 1 ? say('warningCountOne') : say('warningCount', { count: warnings })) : '',
            ]
              .filter(Boolean)
              .join(', ')}
      </p>
      <ProblemItems>
        {problems.map((problem) => {
          const { label, place } = placeOf(problem);
          return (
            <li key={`${problem.line}:${problem.column}:${problem.jsonPath}:${problem.message}`}>
              <button type="button" data-severity={problem.severity} onClick={() => onJump(problem)}>
                <strong>{label}</strong>: {fieldMessage(problem)}
                <span className="where">
                  {problem.severity === 'warning' ? `${say('problemWarning')} · ` : ''}
                  {place} · {say('problemAt', { line: problem.line, column: problem.column })}
                </span>
              </button>
            </li>
          );
        })}
      </ProblemItems>
      {elsewhere.length > 0 && (
        <>
          <h4>{say('problemsElsewhere')}</h4>
          <p className="studio-counter">{say('problemsElsewhereHint')}</p>
          <ProblemItems>
            {elsewhere.map((problem) => {
              const page = pages.find((candidate) => candidate.file === problem.file);
              return (
                <li key={`${problem.file}:${problem.line}:${problem.column}:${problem.message}`}>
                  <button type="button" data-severity="error" onClick={() => onOpenFile(problem.file)}>
                    <strong>{page?.path ?? (problem.file === SITE_FILE ? say('siteSettings') : problem.file)}</strong>: {problem.message}
                    <span className="where">
                      {problem.file}:{problem.line}:{problem.column}
                    </span>
                  </button>
                </li>
              );
            })}
          </ProblemItems>
        </>
      )}
    </section>
  );
}

/** How the page's meta reads as a search result and as a share card. */
export function MetaPreview({ page, site }: { page: Json; site: unknown }) {
  const meta = isJsonObject(page) && isJsonObject(page['meta']) ? page['meta'] : {};
  const path = isJsonObject(page) && typeof page['path'] === 'string' ? page['path'] : '/';
  const siteRecord = typeof site === 'object' && site !== null ? (site as { siteUrl?: unknown; brand?: { defaultShareImage?: unknown } }) : {};
  const siteUrl = typeof siteRecord.siteUrl === 'string' ? siteRecord.siteUrl : '';
  const image =
    typeof meta['image'] === 'string'
      ? meta['image']
      : typeof siteRecord.brand?.defaultShareImage === 'string'
        ? siteRecord.brand.defaultShareImage
        : undefined;
  const title = typeof meta['title'] === 'string' ? meta['title'] : '';
  const description = typeof meta['description'] === 'string' ? meta['description'] : '';
  return (
    <section aria-labelledby="studio-meta-heading" data-studio-meta-preview>
      <h3 id="studio-meta-heading">{say('metaHeading')}</h3>
      <h4>{say('searchPreview')}</h4>
      <SnippetCard>
        <div className="url">
          {siteUrl}
          {path}
        </div>
        <div className="title">{title}</div>
        <div className="description">{description}</div>
      </SnippetCard>
      <h4>{say('sharePreview')}</h4>
      <SnippetCard>
        {image && <img src={image} alt="" width={600} height={314} />}
        <div className="url">{siteUrl.replace(/^https?:\/\//, '')}</div>
        <div className="title">{title}</div>
        <div className="description">{description}</div>
      </SnippetCard>
    </section>
  );
}
