/**
 * Says, above the form, that the open file was written for an older content format and came upgraded (the server
 * ran the content migrations on it as it opened it), and that saving writes the upgrade. Read out as a status.
 */
import type { ContentUpgrade } from '../editor-state.ts';
import { say } from '../words.ts';
import { Notice } from './studio-styles.ts';

export function UpgradeNotice({ upgrade, isSite }: { upgrade: ContentUpgrade | undefined; isSite: boolean }) {
  if (!upgrade) return null;
  return (
    <Notice role="status" data-studio-upgrade>
      {say(isSite ? 'upgradedSite' : 'upgradedPage', { summaries: upgrade.summaries.join('; ') })}
    </Notice>
  );
}
