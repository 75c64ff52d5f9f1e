import { expect, openReady, test, withCookieChoice } from './support/test.ts';

/**
 * Touch screens apply :hover on tap and keep it until the next tap elsewhere, which leaves a tapped item
 * highlighted. So every hover rule the site ships must sit inside `@media (hover: hover)`; this reads the
 * rules the browser actually has, pre-rendered and hydrated, rather than trusting the source.
 */
for (const path of ['/', '/about', '/blogs']) {
  test(`every :hover rule on ${path} applies only where a pointer can hover`, async ({ page }) => {
    await withCookieChoice(page);
    await openReady(page, path);
    const hoverRules = await page.evaluate(() => {
      const found: { selector: string; guarded: boolean }[] = [];
      const visit = (rules: CSSRuleList, guarded: boolean) => {
        for (const rule of rules) {
          if (rule instanceof CSSMediaRule) visit(rule.cssRules, guarded || /hover:\s*hover/.test(rule.conditionText));
          else if (rule instanceof CSSStyleRule && rule.selectorText.includes(':hover')) found.push({ selector: rule.selectorText, guarded });
          else if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) visit(rule.cssRules, guarded);
        }
      };
      for (const sheet of document.styleSheets) visit(sheet.cssRules, false);
      return found;
    });
    expect(hoverRules.length, 'the page has hover styles at all').toBeGreaterThan(0);
    expect(hoverRules.filter((rule) => !rule.guarded).map((rule) => rule.selector)).toEqual([]);
  });
}
