/**
 * Migration 1: every file states its content version. Nothing else changes: the runner adds `"version": 1`
 * after `$schema`, and from then on a file says which format it was written for.
 */
import type { ContentMigration } from './content-migration.ts';

export const contentVersionMigration: ContentMigration = {
  to: 1,
  summary: 'every file states its content version',
  migrate: (document) => document,
};
