import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseStudyTabsSection } from '@/content/generated/content-types.ts';
import { renderWithProviders } from '../../../testing/vitest/render-with-providers.tsx';
import CaseStudyTabs from './case-study-tabs.tsx';
import { ROTATOR_MOBILE_QUERY } from './use-rotator.ts';

vi.mock('virtual:media-index', () => import('../../../testing/fixtures/media-index.ts'));

const props: CaseStudyTabsSection = {
  type: 'case-study-tabs',
  header: { heading: 'Case Study' },
  tabs: [
    {
      title: 'Factory twin',
      description: 'A live twin of three assembly lines.',
      image: { src: '/media/images/case-studies/factory-twin', alt: 'A factory twin' },
      link: { label: 'Learn More', target: '/solutions/TwinXrtreme' },
    },
    {
      title: 'Warehouse training',
      description: 'VR induction cut training costs by 40%.',
      image: { src: '/media/images/case-studies/warehouse-training', alt: 'A VR warehouse' },
      stat: { value: '40%', label: 'lower training costs' },
      link: { label: 'Learn More', target: '/solutions/engagexrtreme' },
    },
    {
      title: 'Trade fair kiosk',
      description: 'Machines explored in 3D on a kiosk.',
      image: { src: '/media/images/case-studies/trade-fair-kiosk', alt: 'A kiosk' },
      link: { label: 'Read the Story', target: '/CaseStudy' },
    },
  ],
};

function stubMediaQueries(matching: string[] = []) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
const progressOf = (tab: HTMLElement) => tab.querySelector('[aria-hidden="true"] > span')?.getAttribute('style');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CaseStudyTabs', () => {
  it('follows the WAI-ARIA tabs pattern: a vertical tablist, linked tabs and panels, one panel shown', () => {
    stubMediaQueries();
    renderWithProviders(<CaseStudyTabs {...props} />);
    const tablist = screen.getByRole('tablist', { name: 'Case Study' });
    expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Factory twin', 'Warehouse training', 'Trade fair kiosk']);
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    const panel = screen.getByRole('tabpanel', { name: 'Factory twin' });
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('A live twin of three assembly lines.');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(within(panel).getByRole('link', { name: 'Learn More: Factory twin' })).toHaveAttribute('href', '/solutions/TwinXrtreme');
  });

  it('moves the selection with the arrow keys, Home and End, wrapping and taking focus along (automatic activation)', async () => {
    stubMediaQueries();
    const user = userEvent.setup();
    renderWithProviders(<CaseStudyTabs {...props} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Factory twin' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(selectedTab()).toHaveTextContent('Warehouse training');
    expect(selectedTab()).toHaveFocus();
    expect(selectedTab()).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: 'Warehouse training' })).toBeVisible();

    await user.keyboard('{End}');
    expect(selectedTab()).toHaveTextContent('Trade fair kiosk');
    await user.keyboard('{ArrowDown}');
    expect(selectedTab()).toHaveTextContent('Factory twin');
    await user.keyboard('{ArrowUp}');
    expect(selectedTab()).toHaveTextContent('Trade fair kiosk');
    await user.keyboard('{Home}');
    expect(selectedTab()).toHaveTextContent('Factory twin');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('Warehouse training');
    expect(selectedTab()).toHaveFocus();

    // Tab leaves the list for the panel instead of walking through every tab.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Warehouse training' })).toHaveFocus();
  });

  it('uses the tab’s own button text when it has one', async () => {
    stubMediaQueries();
    renderWithProviders(<CaseStudyTabs {...props} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Trade fair kiosk' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Read the Story: Trade fair kiosk' })).toHaveAttribute('href', '/CaseStudy');
  });

  it('rotates every 20 s, resets progress on a click and pauses while hovered or with the button', () => {
    stubMediaQueries();
    vi.useFakeTimers();
    renderWithProviders(<CaseStudyTabs {...props} />);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(progressOf(screen.getByRole('tab', { name: 'Factory twin' }))).toContain('scaleX(0.5)');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(selectedTab()).toHaveTextContent('Warehouse training');

    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    // A mouse click: pointer down, focus, click. Focus that a pointer brought in does not pause rotation.
    fireEvent.pointerDown(screen.getByRole('tab', { name: 'Factory twin' }), { pointerType: 'mouse' });
    fireEvent.click(screen.getByRole('tab', { name: 'Factory twin' }));
    expect(screen.getByRole('tab', { name: 'Factory twin' })).toHaveFocus();
    expect(selectedTab()).toHaveTextContent('Factory twin');
    expect(progressOf(selectedTab() as HTMLElement)).toContain('scaleX(0)');

    const body = screen.getByRole('tablist').parentElement as HTMLElement;
    fireEvent.pointerEnter(body, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(selectedTab()).toHaveTextContent('Factory twin');
    fireEvent.pointerLeave(body, { pointerType: 'mouse' });

    fireEvent.click(screen.getByRole('button', { name: 'Pause case study rotation' }));
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(selectedTab()).toHaveTextContent('Factory twin');
    fireEvent.click(screen.getByRole('button', { name: 'Play case study rotation' }));
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(selectedTab()).toHaveTextContent('Warehouse training');
  });

  it('pauses while keyboard focus is inside and carries on when it leaves', () => {
    stubMediaQueries();
    vi.useFakeTimers();
    renderWithProviders(<CaseStudyTabs {...props} />);
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
      screen.getByRole('tab', { name: 'Factory twin' }).focus();
    });
    expect(screen.getByRole('tab', { name: 'Factory twin' })).toHaveFocus();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(selectedTab()).toHaveTextContent('Factory twin');
    act(() => {
      (document.activeElement as HTMLElement).blur();
    });
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(selectedTab()).toHaveTextContent('Warehouse training');
  });

  it('shows the play button and stays put under reduced motion', () => {
    stubMediaQueries(['(prefers-reduced-motion: reduce)']);
    vi.useFakeTimers();
    renderWithProviders(<CaseStudyTabs {...props} />);
    expect(screen.getByRole('button', { name: 'Play case study rotation' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(selectedTab()).toHaveTextContent('Factory twin');
  });

  it('puts the pause button at the head of the tab list it drives, before the first tab', () => {
    stubMediaQueries();
    renderWithProviders(<CaseStudyTabs {...props} />);
    const tablist = screen.getByRole('tablist');
    const pause = screen.getByRole('button', { name: 'Pause case study rotation' });
    expect(tablist.parentElement).toContainElement(pause);
    expect(pause.compareDocumentPosition(tablist) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Nothing else stands between the heading and the list.
    expect(screen.getAllByRole('button').filter((button) => !tablist.contains(button))).toEqual([pause]);
  });

  it('does not count pointing at or focusing the pause button as reading: play starts the rotation at once', () => {
    stubMediaQueries();
    vi.useFakeTimers();
    renderWithProviders(<CaseStudyTabs {...props} />);
    const pause = screen.getByRole('button', { name: 'Pause case study rotation' });
    fireEvent.pointerOver(pause, { pointerType: 'mouse' });
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
      pause.focus();
    });
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(selectedTab()).toHaveTextContent('Warehouse training');

    fireEvent.click(pause);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(selectedTab()).toHaveTextContent('Warehouse training');
    const play = screen.getByRole('button', { name: 'Play case study rotation' });
    expect(play).toHaveFocus();
    fireEvent.click(play);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(selectedTab()).toHaveTextContent('Trade fair kiosk');

    // Pointing at the tabs or the case study still pauses.
    fireEvent.pointerOver(screen.getByRole('tabpanel'), { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(selectedTab()).toHaveTextContent('Trade fair kiosk');
  });

  it('rotates without moving focus or scrolling the page', () => {
    stubMediaQueries();
    vi.useFakeTimers();
    const scrollIntoView = vi.fn();
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, writable: true, value: scrollIntoView });
    try {
      renderWithProviders(<CaseStudyTabs {...props} />);
      const before = document.activeElement;
      act(() => {
        vi.advanceTimersByTime(40_000);
      });
      expect(selectedTab()).toHaveTextContent('Trade fair kiosk');
      expect(document.activeElement).toBe(before);
      expect(scrollIntoView).not.toHaveBeenCalled();
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('shows a case study’s figure with the stat component, and no figure where the copy states none', async () => {
    stubMediaQueries();
    renderWithProviders(<CaseStudyTabs {...props} />);
    expect(within(screen.getByRole('tabpanel')).queryByText('40%')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Warehouse training' }));
    const panel = screen.getByRole('tabpanel', { name: 'Warehouse training' });
    const figure = within(panel).getByText('40%').closest('p');
    expect(figure).toHaveTextContent('40% lower training costs');
    // The figure shares the card's last line with the link, before it in reading order.
    const link = within(panel).getByRole('link', { name: 'Learn More: Warehouse training' });
    expect(figure?.parentElement).toContainElement(link);
    expect(figure && figure.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('under 640 px presents the case studies as a plain list of cards: no tabs, no rotation, every figure shown', () => {
    stubMediaQueries([ROTATOR_MOBILE_QUERY]);
    vi.useFakeTimers();
    renderWithProviders(<CaseStudyTabs {...props} />);
    const list = screen.getByRole('list');
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Factory twin',
      'Warehouse training',
      'Trade fair kiosk',
    ]);
    for (const card of cards) {
      expect(card).not.toHaveAttribute('hidden');
      expect(card).not.toHaveAttribute('tabindex');
      expect(within(card).getAllByRole('link')).toHaveLength(1);
    }
    expect(
      within(cards[1] as HTMLElement)
        .getByText('40%')
        .closest('p'),
    ).toHaveTextContent('40% lower training costs');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.queryByRole('tab', { selected: true })).toHaveTextContent('Factory twin');
  });

  it('stacks every case study under 640 px, without tab roles or rotation', () => {
    stubMediaQueries([ROTATOR_MOBILE_QUERY]);
    vi.useFakeTimers();
    renderWithProviders(<CaseStudyTabs {...props} />);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.queryAllByRole('tabpanel')).toHaveLength(0);
    for (const title of ['Factory twin', 'Warehouse training', 'Trade fair kiosk']) {
      expect(screen.getByRole('heading', { level: 3, name: title }).parentElement).toBeVisible();
    }
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
