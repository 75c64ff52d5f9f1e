/**
 * The content tree a content command works on: `--root <dir>` (or `--root=<dir>`), else CONTENT_ROOT, else the
 * current directory. The tree has this project's layout: content-json/, schemas/ and public/.
 */
import { resolve } from 'node:path';

export function contentRoot(args: readonly string[], command: string): string {
  const index = args.findIndex((arg) => arg === '--root' || arg.startsWith('--root='));
  const arg = index === -1 ? undefined : (args[index] ?? '');
  const value = arg?.startsWith('--root=') ? arg.slice('--root='.length) : arg === undefined ? undefined : args[index + 1];
  if (arg !== undefined && !value) throw new Error(`--root needs a directory, as in \`npm run ${command} -- --root ../other-site\`.`);
  return resolve(value ?? process.env['CONTENT_ROOT'] ?? process.cwd());
}
