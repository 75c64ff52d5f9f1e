/**
 * The pre-rendered contact page (SPEC 2.8, 4, 5, 7): its sections, the form a visitor without JavaScript sends
 * (fields, labels, types, autofill, the honeypot, where and how it posts) and the offices, as the build wrote
 * them. What needs a browser (native validation, sends, the draft across reloads, axe) is in e2e/contact.spec.ts.
 */
import { getByLabelText, within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { MOCK_CONTACT_FORM_ENDPOINT } from '../../src/features/contact-form/mock-contact-form-endpoint.ts';
import { CONTACT_FIELDS, HONEYPOT_FIELD } from '../../src/features/contact-form/send-contact-form.ts';
import { loadContent, requireValidContent } from '../../scripts/content/model/load-content.ts';
import { pageSection } from '../../testing/vitest/page-section.ts';
import { builtPage, sectionTypesOf } from '../../testing/vitest/built-site.ts';

const CONTACT = '/Contact/Contactus';
const form = pageSection(CONTACT, 'contact-form');
const regions = pageSection(CONTACT, 'contact-regions');
const pageHeading = requireValidContent(loadContent(process.cwd()))
  .pages.find((page) => page.document.path === CONTACT)
  ?.headings.find((heading) => heading.level === 1)?.text;

// Parsed once: a page with its style sheet takes seconds to parse on a busy machine.
const page = builtPage(CONTACT);
const view = page.defaultView ?? fail(`${CONTACT} has no window`);

function fail(message: string): never {
  throw new Error(message);
}

/** The element an ARIA id reference names. */
function referenced(element: Element, attribute: string): string {
  return (element.getAttribute(attribute) ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => page.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function contactForm(): HTMLFormElement {
  const forms = [...page.querySelectorAll('main form')].filter((candidate) => referenced(candidate, 'aria-labelledby') === form.header.heading);
  expect(forms).toHaveLength(1);
  const [found] = forms;
  if (!(found instanceof view.HTMLFormElement)) throw new Error('no contact form');
  return found;
}

describe('the built contact page', () => {
  it('opens with the intro, then the form, the offices and the call to action, under one h1', () => {
    expect(sectionTypesOf(page)).toEqual(['page-intro', 'contact-form', 'contact-regions', 'cta-band']);
    const headings = [...page.querySelectorAll('h1')].map((heading) => heading.textContent);
    expect(headings).toEqual([pageHeading]);
  });

  it('has a form named by its heading and described by the required note, that posts multipart to the provider', () => {
    const element = contactForm();
    expect(referenced(element, 'aria-describedby')).toBe(form.requiredNote);
    // The demo build posts to the mock provider's address; the no-JS send in e2e/contact.spec.ts follows it there.
    expect(element.getAttribute('action')).toBe(MOCK_CONTACT_FORM_ENDPOINT);
    expect(element.getAttribute('method')).toBe('post');
    expect(element.getAttribute('enctype')).toBe('multipart/form-data');
    const names = [...element.querySelectorAll('input[name], textarea[name], select[name], button[name]')].map((control) => control.getAttribute('name'));
    expect(names).toEqual([...CONTACT_FIELDS, HONEYPOT_FIELD]);
    const buttons = [...element.querySelectorAll('button')].map((button) => [button.getAttribute('type'), button.textContent]);
    expect(buttons).toEqual([['submit', form.submitLabel]]);
  });

  it('has four required, labelled fields with their types and autofill, a four-row message box, and the phone hint', () => {
    const element = contactForm();
    for (const [field, type, autocomplete] of [
      ['name', 'text', 'name'],
      ['email', 'email', 'email'],
      ['phone', 'tel', 'tel'],
    ] as const) {
      const input = getByLabelText(element, form.fields[field].label, { exact: true });
      expect(input.tagName).toBe('INPUT');
      expect(input.getAttribute('name')).toBe(field);
      expect(input.getAttribute('type')).toBe(type);
      expect(input.getAttribute('autocomplete')).toBe(autocomplete);
      expect(input.hasAttribute('required')).toBe(true);
      expect(input.getAttribute('value') ?? '').toBe('');
    }
    const message = getByLabelText(element, form.fields.message.label, { exact: true });
    expect(message.tagName).toBe('TEXTAREA');
    expect(message.getAttribute('name')).toBe('message');
    expect(message.getAttribute('rows')).toBe('4');
    expect(message.hasAttribute('required')).toBe(true);
    expect(message.textContent).toBe('');
    expect(referenced(getByLabelText(element, form.fields.phone.label, { exact: true }), 'aria-describedby')).toBe(form.fields.phone.hint);
  });

  it('has the honeypot once, empty, out of the Tab order and the accessibility tree, and hidden by its style', () => {
    const traps = page.querySelectorAll(`input[name="${HONEYPOT_FIELD}"]`);
    expect(traps).toHaveLength(1);
    const [trap] = traps;
    if (!trap) throw new Error('no honeypot');
    expect(contactForm().contains(trap)).toBe(true);
    expect(trap.getAttribute('value')).toBe('');
    expect(trap.getAttribute('tabindex')).toBe('-1');
    expect(trap.getAttribute('aria-hidden')).toBe('true');
    expect(trap.getAttribute('style')).toBeNull();
    // The pre-rendered style sheet hides it: a rule for its own class says display: none.
    const rules = [...page.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const hiding = rules.filter(
      (rule) => rule instanceof view.CSSStyleRule && trap.classList.contains(rule.selectorText.replace(/^\./, '')) && rule.style.display === 'none',
    );
    expect(hiding).toHaveLength(1);
  });

  it('pre-renders every office, India selected and the others hidden until their tab is chosen', () => {
    const region = [...page.querySelectorAll<HTMLElement>('main section')].find((section) => referenced(section, 'aria-labelledby') === regions.header.heading);
    if (!region) throw new Error('no offices section');
    const tabs = within(region).getAllByRole('tab', { hidden: true });
    expect(tabs.map((tab) => tab.textContent)).toEqual(regions.regions.map((office) => office.country));
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    for (const [index, office] of regions.regions.entries()) {
      const panel = page.getElementById(tabs[index]?.getAttribute('aria-controls') ?? '');
      if (!panel) throw new Error(`no panel for ${office.country}`);
      expect(panel.getAttribute('role')).toBe('tabpanel');
      expect(referenced(panel, 'aria-labelledby')).toBe(office.country);
      expect(panel.hasAttribute('hidden')).toBe(index !== 0);
      for (const line of office.contact.addressLines) expect(panel.textContent).toContain(line);
      const phones = [...panel.querySelectorAll('a[href^="tel:"]')].map((link) => link.getAttribute('href'));
      expect(phones).toEqual(office.contact.phone ? [office.contact.phone.target] : []);
    }
  });
});
