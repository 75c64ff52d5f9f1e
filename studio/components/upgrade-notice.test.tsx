/**
 * The notice the editor shows above the form for a file that came upgraded from an older content version: a status
 * in plain words naming what changed, gone once the upgrade is saved (editor-state.test.ts: markSaved clears it).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UpgradeNotice } from './upgrade-notice.tsx';

afterEach(cleanup);

const upgrade = { from: 0, to: 2, summaries: ['every file states its content version', 'one model per concept'] };

describe('the upgrade notice', () => {
  it('says, as a status, that the page was upgraded, how, and that saving writes it', () => {
    render(<UpgradeNotice upgrade={upgrade} isSite={false} />);
    expect(screen.getByRole('status').textContent).toBe(
      'This page was written for an older content format. It has been upgraded here: every file states its content version; one model per concept. Saving writes the upgraded file.',
    );
  });

  it('speaks of the site-wide settings for site.json', () => {
    render(<UpgradeNotice upgrade={upgrade} isSite />);
    expect(screen.getByRole('status').textContent).toMatch(/^These site-wide settings were written for an older content format\./);
  });

  it('says nothing for a file that needed no upgrade', () => {
    const { container } = render(<UpgradeNotice upgrade={undefined} isSite={false} />);
    expect(container.innerHTML).toBe('');
  });
});
