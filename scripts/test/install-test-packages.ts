/**
 * Installs, in one apt transaction, every Debian package the test suites use and the machine lacks: Chromium,
 * nginx with its Brotli module, and the local WordPress stack. `npm test` runs this in the background while the
 * static checks run, so that apt's update and install are paid once and off the critical path.
 *
 * When the whole set cannot be installed, each group is tried on its own, so that one missing package (say the
 * Brotli module on a smaller mirror) does not cost the others. Whatever is still missing afterwards is reported
 * loudly by the suite that needs it (scripts/dev/ensure-chromium.sh, scripts/dev/ensure-nginx.sh, npm run wp:local).
 * Exit status: 0 when everything is present, 3 when something could not be installed.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BROWSER_AND_SERVER_PACKAGES, InstallUnavailableError, REQUIRED_PACKAGES, ensurePackages, missingPackages } from './wordpress/packages.ts';

const say = (line: string) => console.log(`[packages] ${line}`);
const logDir = join(process.cwd(), 'reports');
mkdirSync(logDir, { recursive: true });
const logFile = join(logDir, 'apt.log');
const isRoot = process.getuid?.() === 0;

const groups: { name: string; packages: readonly string[] }[] = [
  { name: 'Chromium', packages: ['chromium'] },
  { name: 'nginx with Brotli', packages: BROWSER_AND_SERVER_PACKAGES.filter((name) => name !== 'chromium') },
  { name: 'WordPress', packages: REQUIRED_PACKAGES },
];
const everything = [...new Set(groups.flatMap((group) => group.packages))];

function attempt(packages: readonly string[]): boolean {
  try {
    ensurePackages(isRoot, logFile, say, packages);
    return true;
  } catch (error) {
    if (!(error instanceof InstallUnavailableError)) throw error;
    say(error.message);
    return false;
  }
}

if (missingPackages(everything).length === 0) {
  say('every package is installed already');
} else if (!attempt(everything)) {
  for (const group of groups) if (missingPackages(group.packages).length > 0 && !attempt(group.packages)) say(`could not install ${group.name}`);
}
const missing = missingPackages(everything);
if (missing.length > 0) {
  say(`still missing: ${missing.join(' ')} (the suites that need them say so)`);
  process.exit(3);
}
