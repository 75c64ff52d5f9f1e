/**
 * axe on states a page load does not show: the open navigation menus. Every page as it loads, at 1280 px and 375 px
 * with the cookie banner shown, is scanned by the page sweep (page-sweep.spec.ts), with the same rules.
 */
import { sweepAxeViolations } from '../testing/playwright/page-checks.ts';
import { expect, openReady, test } from '../testing/playwright/test.ts';

test.describe('accessibility (axe: WCAG 2.2 AA, best practices, experimental rules)', () => {
  test('the open navigation menus have no violations', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openReady(page, '/');
    await page.getByRole('button', { name: 'Platform' }).click();
    expect(await sweepAxeViolations(page), 'the Platform menu open at 1280 px').toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Industries' }).click();
    expect(await sweepAxeViolations(page), 'the mobile menu open at 375 px, Industries expanded').toEqual([]);
  });
});
