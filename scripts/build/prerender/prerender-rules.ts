/**
 * The pre-renderer's decisions, kept free of I/O so that tests can state them: where a page's file goes (and
 * that it never goes anywhere else), and whether a build may go on without the posts it could not list.
 */
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * The file an address is written to, dist/<decoded segments>/index.html (static servers map a request's decoded
 * path to a file: /blogs/m%C3%BCnchen → dist/blogs/münchen/), or undefined when that file would not lie strictly
 * inside `distDir`: a segment that decodes to "..", "/" or "\" (`/blogs/..%2F..%2Ftmp%2Fx`), one that is not valid
 * percent-encoding, or one that holds NUL. Checked on the resolved path, whatever the address looked like.
 */
export function outputFileInside(distDir: string, path: string): string | undefined {
  const segments: string[] = [];
  for (const segment of path.split('/').filter(Boolean)) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (decoded === '.' || decoded === '..' || /[/\\\0]/.test(decoded)) return undefined;
    segments.push(decoded);
  }
  const root = resolve(distDir);
  const file = resolve(join(root, ...segments, 'index.html'));
  const fromRoot = relative(root, file);
  return fromRoot.split(sep)[0] !== '..' && !isAbsolute(fromRoot) ? file : undefined;
}

/** The environment variable that lets a production build go on when the content service cannot be reached. */
export const ALLOW_BUILD_WITHOUT_POSTS = 'ALLOW_BUILD_WITHOUT_POSTS';

export interface UnlistedPostsSituation {
  /** Why routes with placeholders (the post pages) could not be listed; empty when every listing worked. */
  problems: readonly string[];
  /** Whether the build answers with the embedded mock posts (a demo build) rather than a real content service. */
  usesEmbeddedMocks: boolean;
  /** The content service's address, named in the messages. */
  contentServiceUrl: string;
  /** The value of ALLOW_BUILD_WITHOUT_POSTS in the build's environment. */
  allowBuildWithoutPosts: string | undefined;
}

export type UnlistedPostsDecision = { outcome: 'go-on'; warnings: string[] } | { outcome: 'fail'; error: string };

/**
 * A production build whose content service cannot be reached fails by default: deploying it would replace every
 * pre-rendered post with nothing. ALLOW_BUILD_WITHOUT_POSTS=1 builds without them on purpose (the post pages and
 * listings then load their posts in the browser). A demo build on the embedded mocks only warns: there is nothing
 * to lose, and its failure scenarios are QA's to choose.
 */
export function decideOnUnlistedPosts(situation: UnlistedPostsSituation): UnlistedPostsDecision {
  const { problems, usesEmbeddedMocks, contentServiceUrl, allowBuildWithoutPosts } = situation;
  if (problems.length === 0) return { outcome: 'go-on', warnings: [] };
  const allowed = allowBuildWithoutPosts === '1';
  if (usesEmbeddedMocks || allowed) {
    const why = allowed && !usesEmbeddedMocks ? `${ALLOW_BUILD_WITHOUT_POSTS}=1 is set, so the build goes on without them: ` : '';
    return {
      outcome: 'go-on',
      warnings: problems.map(
        (problem) =>
          `warning: ${problem}\n  The content service could not list these pages, so they were not pre-rendered: ${why}they are rendered when asked for, and load their posts in the browser.`,
      ),
    };
  }
  return {
    outcome: 'fail',
    error: [
      `error: the content service at ${contentServiceUrl} could not be reached, so the posts could not be pre-rendered:`,
      ...problems.map((problem) => `  - ${problem}`),
      `  Deploying this build would remove every post page. Check that WordPress answers at ${contentServiceUrl} and build again,`,
      `  or set ${ALLOW_BUILD_WITHOUT_POSTS}=1 to build without them on purpose (the posts then load in visitors' browsers).`,
    ].join('\n'),
  };
}
