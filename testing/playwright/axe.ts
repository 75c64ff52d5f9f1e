/** The axe rule tags every suite checks: WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The page sweep's (e2e/page-sweep.spec.ts) rules: WCAG 2.2 AA, and axe's best practices and experimental rules
 * (axe runs experimental rules only when their tag is asked for).
 */
export const SWEEP_AXE_TAGS = [...WCAG_22_AA, 'best-practice', 'experimental'];
