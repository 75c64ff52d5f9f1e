import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IndustryRoleSelectorSection } from '@/content/generated/content-types.ts';
import { renderWithProviders } from '../../../testing/vitest/render-with-providers.tsx';
import IndustryRoleSelector from './industry-role-selector.tsx';
import { rolesFor, personaPath } from './selector-state.ts';
import { specRoleTable } from './spec-role-table.fixture.ts';

vi.mock('virtual:media-index', () => import('../../../testing/fixtures/media-index.ts'));

interface TriggerVars {
  start: string;
  onEnter: () => void;
  onLeave: () => void;
}
const triggers: { vars: TriggerVars; kill: ReturnType<typeof vi.fn> }[] = [];
vi.mock('../../lib/scroll-animations/scroll-animation-lifecycle.ts', () => ({
  scrollAnimations: {
    scrollTrigger: () =>
      Promise.resolve({
        getAll: () => [],
        refresh: () => undefined,
        create: (vars: TriggerVars) => {
          const trigger = { vars, kill: vi.fn() };
          triggers.push(trigger);
          return trigger;
        },
      }),
  },
}));

const industries: IndustryRoleSelectorSection['industries'] = specRoleTable;

const props: IndustryRoleSelectorSection = {
  type: 'industry-role-selector',
  header: { heading: 'Are you from -', intro: 'Tell us your industry and role.' },
  industryLabel: 'Industry',
  industryPlaceholder: 'Select Industry',
  roleLabel: 'Role',
  rolePlaceholder: 'Select Role',
  roleGroupLabels: { sales: 'Sales & marketing', training: 'Training & engagement', twin: 'Operations & digital twin' },
  buttonLabel: 'Get Started',
  incompleteMessage: 'Please select an industry and role',
  industries,
  explore: { label: 'EXPLORE', accessibleLabel: 'Explore platform capabilities', target: '/Capabilities/capabilities' },
  info: {
    image: { src: '/media/images/home/selector-info', alt: 'A tablet showing a car in AR' },
    title: 'One platform, every device',
    description: 'Create once and publish everywhere.',
    icons: [{ src: '/media/images/ui/icon-ar.svg', label: 'AR' }],
  },
};

let reducedMotion = false;

beforeEach(() => {
  reducedMotion = false;
  triggers.length = 0;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderSelector(overrides: Partial<IndustryRoleSelectorSection> = {}) {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<IndustryRoleSelector {...props} {...overrides} />} />
        <Route path="/persona/:persona" element={<p>Persona page</p>} />
      </Routes>
      <CurrentPath />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { user, ...view };
}

const industryBox = () => screen.getByRole('combobox', { name: 'Industry' });
const roleBox = () => screen.getByRole('combobox', { name: 'Role' });
const listbox = (name: string) => screen.getByRole('listbox', { name });
const activeOption = (combobox: HTMLElement) => {
  const id = combobox.getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id);
};

// Many user-event steps per test; on a loaded two-core machine the default 5 s is too tight.
describe('IndustryRoleSelector', { timeout: 20_000 }, () => {
  it('shows two closed select-only comboboxes with their placeholders', () => {
    renderSelector();
    expect(screen.getByRole('region', { name: 'Are you from -' })).toBeInTheDocument();
    for (const [box, placeholder] of [
      [industryBox(), 'Select Industry'],
      [roleBox(), 'Select Role'],
    ] as const) {
      expect(box).toHaveTextContent(placeholder);
      expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(box).toHaveAttribute('aria-haspopup', 'listbox');
      expect(box).toHaveAttribute('tabindex', '0');
      expect(box).not.toHaveAttribute('aria-activedescendant');
      expect(document.getElementById(box.getAttribute('aria-controls') ?? '')).toHaveAttribute('role', 'listbox');
    }
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('with the mouse: an industry fills the role list with its twelve roles in three groups of four', async () => {
    const { user } = renderSelector();
    await user.click(industryBox());
    expect(industryBox()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(listbox('Industry'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select Industry', 'Automotive', 'Logistics', 'Manufacturing']);
    await user.click(screen.getByRole('option', { name: 'Logistics' }));
    expect(industryBox()).toHaveTextContent('Logistics');
    expect(industryBox()).toHaveAttribute('aria-expanded', 'false');

    await user.click(roleBox());
    const roles = within(listbox('Role'));
    expect(roles.getAllByRole('option')).toHaveLength(13);
    expect(
      roles.getAllByRole('group').map((group) => [
        group.getAttribute('aria-labelledby') &&
          within(group)
            .getAllByRole('option')
            .map((option) => option.textContent),
      ]),
    ).toEqual([[industries[1]?.roles.sales], [industries[1]?.roles.training], [industries[1]?.roles.twin]]);
    expect(roles.getByRole('group', { name: 'Operations & digital twin' })).toBeInTheDocument();
    await user.click(roles.getByRole('option', { name: 'Digital Twin Analysts' }));
    expect(roleBox()).toHaveTextContent('Digital Twin Analysts');
    expect(roleBox()).toHaveFocus();
  });

  it('with the keyboard: Down opens, arrows, Home and End move, type-ahead jumps, Enter commits', async () => {
    const { user } = renderSelector();
    industryBox().focus();
    await user.keyboard('{ArrowDown}');
    expect(industryBox()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption(industryBox())).toHaveTextContent('Select Industry');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(industryBox())).toHaveTextContent('Automotive');
    await user.keyboard('{End}');
    expect(activeOption(industryBox())).toHaveTextContent('Manufacturing');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(industryBox())).toHaveTextContent('Manufacturing');
    await user.keyboard('{Home}');
    expect(activeOption(industryBox())).toHaveTextContent('Select Industry');
    await user.keyboard('l');
    expect(activeOption(industryBox())).toHaveTextContent('Logistics');
    await user.keyboard('{Enter}');
    expect(industryBox()).toHaveTextContent('Logistics');
    expect(industryBox()).toHaveAttribute('aria-expanded', 'false');
    expect(industryBox()).toHaveFocus();
    expect(screen.getAllByRole('option', { hidden: true, name: 'Logistics' })[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('opens on Enter and Space, and Space commits the active option', async () => {
    const { user } = renderSelector();
    industryBox().focus();
    await user.keyboard('{Enter}');
    expect(industryBox()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(industryBox()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown} ');
    expect(industryBox()).toHaveTextContent('Automotive');
    expect(industryBox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('reopens at the chosen option, and type-ahead on a closed combobox opens it at the match', async () => {
    const { user } = renderSelector();
    industryBox().focus();
    await user.keyboard('m');
    expect(industryBox()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption(industryBox())).toHaveTextContent('Manufacturing');
    await user.keyboard('{Enter}{ArrowDown}');
    expect(activeOption(industryBox())).toHaveTextContent('Manufacturing');
  });

  it('Escape closes the list and keeps the old value', async () => {
    const { user } = renderSelector();
    industryBox().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(industryBox()).toHaveTextContent('Automotive');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(industryBox())).toHaveTextContent('Logistics');
    await user.keyboard('{Escape}');
    expect(industryBox()).toHaveAttribute('aria-expanded', 'false');
    expect(industryBox()).toHaveTextContent('Automotive');
  });

  it('Tab commits the active option and moves on to the role combobox', async () => {
    const { user } = renderSelector();
    industryBox().focus();
    await user.keyboard('{ArrowDown}a');
    await user.tab();
    expect(industryBox()).toHaveTextContent('Automotive');
    expect(industryBox()).toHaveAttribute('aria-expanded', 'false');
    expect(roleBox()).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(roleBox())).toHaveTextContent('Regional Sales Managers');
  });

  it('the placeholder entry clears the choice, and a cleared or changed industry clears the role', async () => {
    const { user } = renderSelector();
    await user.click(industryBox());
    await user.click(screen.getByRole('option', { name: 'Automotive' }));
    await user.click(roleBox());
    await user.click(screen.getByRole('option', { name: 'Dealer Principals' }));
    expect(roleBox()).toHaveTextContent('Dealer Principals');

    await user.click(industryBox());
    await user.click(screen.getByRole('option', { name: 'Manufacturing' }));
    expect(roleBox()).toHaveTextContent('Select Role');

    await user.click(roleBox());
    await user.click(screen.getByRole('option', { name: 'EHS Managers' }));
    await user.click(roleBox());
    await user.click(screen.getByRole('option', { name: 'Select Role' }));
    expect(roleBox()).toHaveTextContent('Select Role');

    await user.click(roleBox());
    await user.click(screen.getByRole('option', { name: 'EHS Managers' }));
    await user.click(industryBox());
    await user.click(screen.getByRole('option', { name: 'Select Industry' }));
    expect(industryBox()).toHaveTextContent('Select Industry');
    expect(roleBox()).toHaveTextContent('Select Role');
    await user.click(roleBox());
    expect(
      within(listbox('Role'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select Role']);
  });

  it('an outside click closes the list and keeps the value', async () => {
    const { user } = renderSelector();
    await user.click(industryBox());
    await user.click(screen.getByRole('option', { name: 'Logistics' }));
    await user.click(industryBox());
    expect(industryBox()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(industryBox()).toHaveAttribute('aria-expanded', 'false');
    expect(industryBox()).toHaveTextContent('Logistics');
    await user.click(industryBox());
    await user.click(screen.getByRole('heading', { name: 'Are you from -' }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Get Started is dimmed but pressable, and explains in an alert, word for word, what is missing', async () => {
    const { user } = renderSelector();
    const start = screen.getByRole('button', { name: 'Get Started' });
    expect(start).toHaveAttribute('aria-disabled', 'true');
    expect(start).not.toBeDisabled();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.click(start);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please select an industry and role$/);
    expect(screen.getByTestId('path')).toHaveTextContent('/');

    await user.click(industryBox());
    await user.click(screen.getByRole('option', { name: 'Automotive' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.click(start);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please select an industry and role$/);
    expect(start).toHaveAttribute('aria-disabled', 'true');
  });

  it('uses the message from the content', async () => {
    const { user } = renderSelector({ incompleteMessage: 'Choose both first' });
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Choose both first$/);
  });

  it.each([
    ['Logistics', 'Digital Twin Analysts', '/persona/logisticstwin'],
    ['Automotive', 'Dealer Principals', '/persona/automotivesales'],
    ['Manufacturing', 'Line Trainers & Supervisors', '/persona/manufacturingtraining'],
  ])('%s / %s: Get Started opens %s', async (industry, role, path) => {
    const { user } = renderSelector();
    await user.click(industryBox());
    await user.click(screen.getByRole('option', { name: industry }));
    await user.click(roleBox());
    await user.click(screen.getByRole('option', { name: role }));
    const start = screen.getByRole('button', { name: 'Get Started' });
    expect(start).toHaveAttribute('aria-disabled', 'false');
    await user.click(start);
    expect(screen.getByTestId('path')).toHaveTextContent(path);
    expect(screen.getByText('Persona page')).toBeInTheDocument();
  });

  it('shows the explore link, the info card and its icons', () => {
    renderSelector();
    const explore = screen.getByRole('link', { name: 'Explore platform capabilities' });
    expect(explore).toHaveAttribute('href', '/Capabilities/capabilities');
    expect(explore).toHaveTextContent('EXPLORE');
    expect(screen.getByRole('heading', { name: 'One platform, every device' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A tablet showing a car in AR' })).toHaveAttribute('width', '1280');
    expect(screen.getByText('AR')).toBeInTheDocument();
  });

  describe('scroll reveal', () => {
    /** Stands in for IntersectionObserver: the test says when the section comes near and where its top is. */
    let observers: { callback: IntersectionObserverCallback; options: IntersectionObserverInit | undefined; disconnected: boolean }[] = [];
    beforeEach(() => {
      observers = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          private readonly record;
          constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
            this.record = { callback, options, disconnected: false };
            observers.push(this.record);
          }
          observe() {}
          disconnect() {
            this.record.disconnected = true;
          }
        },
      );
    });
    /** The section's top comes within the observer's margin, at `top` px from the viewport's top. */
    const approach = (top: number) =>
      act(() => {
        for (const observer of observers) {
          if (observer.disconnected) continue;
          const entry = { isIntersecting: true, boundingClientRect: { top } } as IntersectionObserverEntry;
          observer.callback([entry], {} as IntersectionObserver);
        }
      });
    const section = () => screen.getByRole('region', { name: 'Are you from -' });

    it('loads ScrollTrigger only when the section comes within a screen of the viewport', async () => {
      renderSelector();
      await act(() => Promise.resolve());
      expect(observers[0]?.options?.rootMargin).toBe('0px 0px 100% 0px');
      expect(section()).toHaveAttribute('data-reveal', 'static');
      expect(triggers).toHaveLength(0);
      approach(window.innerHeight * 1.5);
      await waitFor(() => expect(triggers).toHaveLength(1));
      expect(observers[0]?.disconnected).toBe(true);
    });

    it('hides a section below 80% of the viewport once it comes near and reveals it when ScrollTrigger enters', async () => {
      const { unmount } = renderSelector();
      approach(window.innerHeight);
      expect(section()).toHaveAttribute('data-reveal', 'hidden');
      await waitFor(() => expect(triggers).toHaveLength(1));
      expect(triggers[0]?.vars.start).toBe('top 80%');
      act(() => triggers[0]?.vars.onEnter());
      expect(section()).toHaveAttribute('data-reveal', 'shown');
      unmount();
      expect(triggers[0]?.kill).toHaveBeenCalled();
    });

    it('reveals when a jump scrolls straight past the trigger', async () => {
      renderSelector();
      approach(window.innerHeight);
      await waitFor(() => expect(triggers).toHaveLength(1));
      act(() => triggers[0]?.vars.onLeave());
      expect(section()).toHaveAttribute('data-reveal', 'shown');
    });

    it('shows the section at once when keyboard focus moves into it', () => {
      renderSelector();
      approach(window.innerHeight);
      expect(section()).toHaveAttribute('data-reveal', 'hidden');
      act(() => industryBox().focus());
      expect(section()).toHaveAttribute('data-reveal', 'shown');
    });

    it('never hides a section that is already in view', async () => {
      renderSelector();
      approach(window.innerHeight * 0.5);
      await act(() => Promise.resolve());
      expect(section()).toHaveAttribute('data-reveal', 'static');
      expect(triggers).toHaveLength(0);
    });

    it('does not animate under prefers-reduced-motion', async () => {
      reducedMotion = true;
      renderSelector();
      await act(() => Promise.resolve());
      expect(observers).toHaveLength(0);
      expect(section()).toHaveAttribute('data-reveal', 'static');
      expect(triggers).toHaveLength(0);
    });
  });
});

describe('the home page selector content', () => {
  const pagesDir = join(process.cwd(), 'content-json/pages');
  const pages = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(pagesDir, file), 'utf8')) as { path: string; sections: { type: string }[] });
  const home = pages.find((page) => page.path === '/');
  const section = home?.sections.find((candidate): candidate is IndustryRoleSelectorSection => candidate.type === 'industry-role-selector');

  it("holds SPEC 3's industry-to-role table exactly and the spec's alert wording", () => {
    expect(section?.industries).toEqual(industries);
    expect(section?.industryPlaceholder).toBe('Select Industry');
    expect(section?.rolePlaceholder).toBe('Select Role');
    expect(section?.buttonLabel).toBe('Get Started');
    expect(section?.incompleteMessage ?? 'Please select an industry and role').toBe('Please select an industry and role');
  });

  it('leads every role to an existing persona page', () => {
    const paths = new Set(pages.map((page) => page.path));
    for (const { industry } of industries) {
      for (const { role } of rolesFor(industries, industry)) expect(paths).toContain(personaPath(industries, { industry, role }));
    }
  });
});
