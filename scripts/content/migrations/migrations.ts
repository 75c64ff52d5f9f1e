/**
 * Every content migration, oldest first. To change the content format, write the next migration in its own file
 * (`NNN-what-it-does.ts`, with a before and an after fixture test) and add it to the end of this list: the list's
 * last `to` is the version this code reads and writes (CURRENT_CONTENT_VERSION), and `npm run sections:sync`
 * writes it into the schemas.
 */
import { contentVersionMigration } from './001-content-version.ts';
import { oneModelPerConcept } from './002-one-model-per-concept.ts';
import type { ContentMigration } from './content-migration.ts';

export const CONTENT_MIGRATIONS: readonly ContentMigration[] = [contentVersionMigration, oneModelPerConcept];

/** The content version this code reads and writes: a file at any other version is refused until it is migrated. */
export const CURRENT_CONTENT_VERSION: number = CONTENT_MIGRATIONS.at(-1)?.to ?? 0;
