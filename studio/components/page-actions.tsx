/**
 * Rename, duplicate or delete the open page, under Page settings. Every operation is planned first: the studio shows
 * the files it will change (a rename changes every page that links here), and only a second, explicit button writes.
 */
import { useId, useState } from 'react';
import { studioApi, type PageOperation, type PlannedChange } from '../api-client.ts';
import { say, type StudioWord } from '../words.ts';
import { PageActionsBox } from './studio-styles.ts';

type Kind = PageOperation['kind'];

interface PageActionsProps {
  file: string;
  path: string;
  /** Runs `go` once the open page's unsaved edits are dealt with (the studio's unsaved-changes guard). */
  leaveThen: (go: () => Promise<void>) => void;
  /** After an operation: the page list changed; `opens` is the page to show ('' when the page is gone). */
  onDone: (opens: string) => Promise<void>;
}

const CHANGE_WORDS: Record<PlannedChange['change'], StudioWord> = {
  renamed: 'changeRenamed',
  'links updated': 'changeLinks',
  created: 'changeCreated',
  deleted: 'changeDeleted',
};

function ChangeList({ changes }: { changes: readonly PlannedChange[] }) {
  return (
    <ul data-studio-planned-changes>
      {changes.map((change) => (
        <li key={change.file}>
          <strong>{change.page ?? say('siteSettings')}</strong> ·{' '}
          {change.change === 'links updated' && change.links === 1 ? say('changeLinksOne') : say(CHANGE_WORDS[change.change], { count: change.links })}
          {change.upgrade && <> · {say('changeUpgraded', change.upgrade)}</>}
          <span className="file">{change.file}</span>
        </li>
      ))}
    </ul>
  );
}

export function PageActions({ file, path, leaveThen, onDone }: PageActionsProps) {
  const [kind, setKind] = useState<Kind>();
  const [to, setTo] = useState('');
  const [title, setTitle] = useState('');
  const [keepAlias, setKeepAlias] = useState(true);
  const [plan, setPlan] = useState<PlannedChange[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const toId = useId();
  const titleId = useId();
  const aliasId = useId();

  const operation = (): PageOperation =>
    kind === 'rename'
      ? { kind, file, to: to.trim(), keepAlias }
      : kind === 'duplicate'
        ? { kind, file, to: to.trim(), title: title.trim() }
        : { kind: 'delete', file };

  const start = (next: Kind) => {
    setKind(next);
    setPlan(undefined);
    setError(undefined);
    setTo(next === 'rename' ? path : '');
    setTitle('');
    if (next === 'delete') void check({ kind: 'delete', file });
  };

  async function check(request: PageOperation) {
    setBusy(true);
    setError(undefined);
    try {
      setPlan((await studioApi.pageOperation(request, true)).changes);
    } catch (failure) {
      setPlan(undefined);
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  const apply = () => {
    const request = operation();
    leaveThen(async () => {
      setBusy(true);
      try {
        const { opens } = await studioApi.pageOperation(request, false);
        setKind(undefined);
        setPlan(undefined);
        await onDone(opens);
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : String(failure));
      } finally {
        setBusy(false);
      }
    });
  };

  const links = plan?.reduce((total, change) => total + change.links, 0) ?? 0;
  return (
    <PageActionsBox aria-labelledby={`${toId}-heading`} data-studio-page-actions>
      <h3 id={`${toId}-heading`}>{say('pageActionsHeading')}</h3>
      <p>
        <button type="button" aria-pressed={kind === 'rename'} onClick={() => start('rename')}>
          {say('renamePage')}
        </button>{' '}
        <button type="button" aria-pressed={kind === 'duplicate'} onClick={() => start('duplicate')}>
          {say('duplicatePage')}
        </button>{' '}
        <button type="button" aria-pressed={kind === 'delete'} onClick={() => start('delete')}>
          {say('deletePage')}
        </button>
      </p>
      {(kind === 'rename' || kind === 'duplicate') && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void check(operation());
          }}
        >
          <label htmlFor={toId}>{say(kind === 'rename' ? 'renameTo' : 'duplicateTo')}</label>
          <input
            id={toId}
            value={to}
            onChange={(event) => {
              setTo(event.target.value);
              setPlan(undefined);
            }}
          />
          {kind === 'rename' ? (
            <label htmlFor={aliasId} className="inline">
              <input
                id={aliasId}
                type="checkbox"
                checked={keepAlias}
                onChange={(event) => {
                  setKeepAlias(event.target.checked);
                  setPlan(undefined);
                }}
              />{' '}
              {say('renameKeepAlias', { path })}
            </label>
          ) : (
            <>
              <label htmlFor={titleId}>{say('newPageTitleLabel')}</label>
              <input
                id={titleId}
                value={title}
                onChange={(event) => {
                  setTitle(event.target.value);
                  setPlan(undefined);
                }}
              />
            </>
          )}
          <p>
            <button type="submit" disabled={busy}>
              {say('showChanges')}
            </button>
          </p>
        </form>
      )}
      <div role="alert">{error}</div>
      {plan && kind && (
        <div role="status">
          <p>{say(kind === 'delete' ? 'deleteWillChange' : 'willChange', { count: plan.length })}</p>
          <ChangeList changes={plan} />
          <p>
            <button type="button" className="confirm" disabled={busy} onClick={apply}>
              {kind === 'rename'
                ? links === 1
                  ? say('renameConfirmOne')
                  : say('renameConfirm', { count: links })
                : kind === 'duplicate'
                  ? say('duplicateConfirm')
                  : say('deleteConfirm', { path })}
            </button>{' '}
            <button type="button" onClick={() => setKind(undefined)}>
              {say('cancel')}
            </button>
          </p>
        </div>
      )}
    </PageActionsBox>
  );
}
