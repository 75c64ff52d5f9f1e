/**
 * Upgrades every content file of a tree (site.json and every page under content-json/pages, as the loader finds
 * them) to the current content version, in place, and says per file what it did. `npm run content:migrate` runs it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_FILE, listPageFiles } from '../model/paths.ts';
import { writeFileAtomically } from '../json/atomic-write.ts';
import { projectPrintWidth } from '../json/minimal-edit.ts';
import type { ContentMigration } from './content-migration.ts';
import { CONTENT_MIGRATIONS } from './migrations.ts';
import { ContentMigrationError, contentFileKind, migrateText } from './run-migrations.ts';

export type FileOutcome =
  | { file: string; outcome: 'upgraded'; from: number; to: number; applied: readonly ContentMigration[] }
  | { file: string; outcome: 'current'; version: number }
  | { file: string; outcome: 'refused'; reason: string };

export interface MigrateTreeOptions {
  /** Only report what would change; write nothing. */
  checkOnly?: boolean;
  migrations?: readonly ContentMigration[];
}

export function migrateContentTree(root: string, options: MigrateTreeOptions = {}): FileOutcome[] {
  const printWidth = projectPrintWidth(root);
  const migrations = options.migrations ?? CONTENT_MIGRATIONS;
  return [SITE_FILE, ...listPageFiles(root)].map((file): FileOutcome => {
    const absolute = join(root, file);
    const text = readFileSync(absolute, 'utf8');
    try {
      const migrated = migrateText(text, contentFileKind(file), { printWidth, migrations });
      if (migrated.applied.length === 0) return { file, outcome: 'current', version: migrated.to };
      if (!options.checkOnly && migrated.text !== text) writeFileAtomically(absolute, migrated.text);
      return { file, outcome: 'upgraded', from: migrated.from, to: migrated.to, applied: migrated.applied };
    } catch (error) {
      if (!(error instanceof ContentMigrationError)) throw error;
      return { file, outcome: 'refused', reason: error.message };
    }
  });
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** One line per file, then a summary, in plain words. */
export function describeOutcomes(outcomes: readonly FileOutcome[], current: number, checkOnly = false): string {
  const lines = outcomes.map((outcome) => {
    switch (outcome.outcome) {
      case 'current':
        return `${outcome.file}: already at content version ${outcome.version}, left as it is.`;
      case 'upgraded': {
        const steps = outcome.applied.map((migration) => `${migration.to}: ${migration.summary}`).join('; ');
        return `${outcome.file}: ${checkOnly ? 'would be upgraded' : 'upgraded'} from content version ${outcome.from} to ${outcome.to} (${steps}).`;
      }
      case 'refused':
        return `${outcome.file}: not upgraded. ${outcome.reason}`;
    }
  });
  const upgraded = outcomes.filter((outcome) => outcome.outcome === 'upgraded').length;
  const refused = outcomes.filter((outcome) => outcome.outcome === 'refused').length;
  const summary =
    upgraded === 0 && refused === 0
      ? `Every file (${count(outcomes.length, 'file')}) is already at content version ${current}: nothing to do.`
      : [
          upgraded === 0
            ? ''
            : `${checkOnly ? `${count(upgraded, 'file')} would be upgraded` : `Upgraded ${count(upgraded, 'file')}`} to content version ${current}.`,
          refused === 0 ? '' : `${count(refused, 'file')} could not be upgraded: see above.`,
        ]
          .filter(Boolean)
          .join(' ');
  return `${lines.join('\n')}\n\n${summary}`;
}
