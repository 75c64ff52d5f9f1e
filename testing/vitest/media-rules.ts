/**
 * The CSS an element gets under each media condition, read from the document's style sheets (styled-components
 * writes them in jsdom as it does in the browser). jsdom does not evaluate media queries, so layout tests ask which
 * declarations apply from which width rather than measuring.
 */
export function declarationsByMedia(element: Element, property: string): Array<{ media: string; value: string }> {
  const classes = [...element.classList];
  const applies = (rule: CSSStyleRule) => classes.some((name) => rule.selectorText.split(',').some((selector) => selector.trim() === `.${name}`));
  const found: Array<{ media: string; value: string }> = [];
  const visit = (rules: CSSRuleList, media: string) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules, rule.media.mediaText);
      else if (rule instanceof CSSStyleRule && applies(rule)) {
        // Minified and interpolated CSS differ in spacing: one space after each comma, none elsewhere around them.
        const value = rule.style.getPropertyValue(property).replace(/\s*,\s*/g, ', ');
        if (value !== '') found.push({ media, value });
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, '');
  return found;
}
