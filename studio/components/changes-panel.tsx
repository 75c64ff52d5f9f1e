/**
 * "Changes to share" (issue 33): the content files changed since the last commit, each with its diff, and "Share for
 * review", which commits them on a new branch with the marketer's message. Nothing is pushed: the panel shows the
 * commands that send the branch and open a pull request, for the marketer to run.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { say, type StudioWord } from '../words.ts';

export interface ChangedFileView {
  file: string;
  status: 'added' | 'modified' | 'deleted';
  diff: string;
}

export type ChangesView = { branch: string; files: ChangedFileView[] } | { message: string } | undefined;

export interface ChangesPanelProps {
  changes: ChangesView;
  onShare: (message: string) => Promise<{ branch: string; next: string[] }>;
  onRefresh: () => void;
}

const STATUS_WORDS: Record<ChangedFileView['status'], StudioWord> = {
  added: 'changesAdded',
  modified: 'changesModified',
  deleted: 'changesDeleted',
};

/** The words before a command the server suggests; the commands themselves carry none. */
function stepWords(command: string): string | undefined {
  if (command.startsWith('git push')) return say('changesStepPush');
  if (command.startsWith('gh pr create')) return say('changesStepPullRequest');
  if (command.startsWith('git switch')) return say('changesStepSwitchBack');
  return undefined;
}

type DiffLineKind = 'meta' | 'hunk' | 'added' | 'removed' | 'context';

/** Each line of a unified diff with its kind: "+" and "-" count only inside a hunk, so "+++ b/file" is a header. */
export function diffLines(diff: string): { text: string; kind: DiffLineKind }[] {
  let inHunk = false;
  const lines = diff.endsWith('\n') ? diff.slice(0, -1).split('\n') : diff.split('\n');
  return lines.map((text) => {
    if (text.startsWith('diff ')) inHunk = false;
    if (text.startsWith('@@')) {
      inHunk = true;
      return { text, kind: 'hunk' };
    }
    if (!inHunk) return { text, kind: 'meta' };
    if (text.startsWith('+')) return { text, kind: 'added' };
    if (text.startsWith('-')) return { text, kind: 'removed' };
    return { text, kind: 'context' };
  });
}

function DiffText({ diff }: { diff: string }) {
  if (!diff) return <p className="no-diff">{say('changesNoTextDiff')}</p>;
  return (
    <pre className="diff">
      {diffLines(diff).map((line, index) => (
        <span key={index} className={`line ${line.kind}`}>
          {line.text}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}

export function ChangesPanel({ changes, onShare, onRefresh }: ChangesPanelProps) {
  const headingId = useId();
  const messageId = useId();
  const hintId = useId();
  const [message, setMessage] = useState('');
  const [sharing, setSharing] = useState(false);
  const [error, setError] = useState<string>();
  const [shared, setShared] = useState<{ branch: string; next: string[] }>();

  const files = changes && 'files' in changes ? changes.files : [];
  const statusLine =
    changes === undefined
      ? say('changesLoading')
      : 'message' in changes
        ? changes.message
        : files.length === 0
          ? say('changesNone')
          : files.length === 1
            ? say('changesCountOne', { branch: changes.branch })
            : say('changesCount', { count: files.length, branch: changes.branch });

  return (
    <Section aria-labelledby={headingId} data-studio-changes>
      <div className="top">
        <h3 id={headingId}>{say('changesHeading')}</h3>
        <button type="button" onClick={onRefresh}>
          {say('changesRefresh')}
        </button>
      </div>
      <p className="summary">{statusLine}</p>
      {files.length > 0 && (
        <ul className="files">
          {files.map((changed) => (
            <li key={changed.file}>
              <details>
                <summary>
                  <span className={`status ${changed.status}`}>{say(STATUS_WORDS[changed.status])}</span> <span className="file">{changed.file}</span>
                </summary>
                <DiffText diff={changed.diff} />
              </details>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (sharing) return;
          // The server judges the message (scripts/studio/review-changes.ts checkMessage) and says what to write.
          const text = message.trim();
          setSharing(true);
          setError(undefined);
          setShared(undefined);
          onShare(text).then(
            (answer) => {
              setSharing(false);
              setShared(answer);
              setMessage('');
              onRefresh();
            },
            (failure: unknown) => {
              setSharing(false);
              setError(failure instanceof Error ? failure.message : String(failure));
            },
          );
        }}
      >
        <label htmlFor={messageId}>{say('changesMessageLabel')}</label>
        <input id={messageId} value={message} maxLength={72} onChange={(event) => setMessage(event.target.value)} aria-describedby={hintId} />
        <p id={hintId} className="studio-counter">
          {say('changesMessageHint')}
        </p>
        <button type="submit" className="share" disabled={sharing || files.length === 0}>
          {sharing ? say('changesSharing') : say('changesShare')}
        </button>
      </form>
      <div role="alert">{error}</div>
      <div role="status" className="shared">
        {shared && (
          <>
            <p>{say('changesShared', { branch: shared.branch })}</p>
            <ol>
              {shared.next.map((command) => {
                const words = stepWords(command);
                return (
                  <li key={command}>
                    {words && <span className="step">{words} </span>}
                    <code>{command}</code>
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </div>
    </Section>
  );
}

/** The diff and the commands read in the reader's monospace face. */
const monospace = '12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

const Section = styled.section`
  margin: 1rem 0;
  color: #f4f4f8;

  .top {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    justify-content: space-between;
  }
  h3 {
    margin: 0;
    font-size: 0.9rem;
  }
  .summary {
    margin: 0.35rem 0 0.5rem;
    color: #b8b8c6;
  }
  .files {
    margin: 0 0 0.75rem;
    padding: 0;
    list-style: none;
  }
  details {
    margin-bottom: 0.25rem;
    border: 1px solid #34343f;
    border-radius: 4px;
  }
  summary {
    padding: 0.3rem 0.5rem;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  .status {
    font-weight: 600;
  }
  .status.added {
    color: #9be59b;
  }
  .status.deleted {
    color: #ffb4ab;
  }
  .diff {
    max-height: 24rem;
    margin: 0;
    padding: 0.5rem;
    border-top: 1px solid #34343f;
    overflow: auto;
    font: ${monospace};
    white-space: pre;
  }
  .line.meta,
  .line.hunk {
    color: #b8b8c6;
  }
  .line.added {
    color: #9be59b;
  }
  .line.removed {
    color: #ffb4ab;
  }
  .no-diff {
    margin: 0;
    padding: 0.5rem;
    border-top: 1px solid #34343f;
    color: #b8b8c6;
  }
  .share {
    margin-top: 0.25rem;
  }
  [role='alert']:not(:empty) {
    margin-top: 0.5rem;
  }
  .shared p {
    margin: 0.75rem 0 0.35rem;
  }
  .shared ol {
    margin: 0;
    padding-left: 1.25rem;
  }
  .shared li {
    margin-bottom: 0.35rem;
  }
  .step {
    display: block;
    color: #b8b8c6;
  }
  code {
    font: ${monospace};
    overflow-wrap: anywhere;
    user-select: all;
  }
`;
