import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { IndustryTabsSection } from '@/content/generated/content-types.ts';
import { renderWithProviders } from '../../../testing/vitest/render-with-providers.tsx';
import IndustryTabs from './industry-tabs.tsx';

vi.mock('virtual:media-index', () => import('../../../testing/fixtures/media-index.ts'));

const industry = (label: string, image: string, target: string): IndustryTabsSection['tabs'][number] => ({
  label,
  overview: { title: `${label} overview`, description: `What 3D does for ${label}.` },
  application: { label: 'Key application', image: { src: image, alt: `${label} application` }, title: `${label} application title` },
  caseStudy: { label: 'Case study', title: `${label} case study`, cta: { label: 'Read the case study', target } },
});

const props: IndustryTabsSection = {
  type: 'industry-tabs',
  header: { eyebrow: 'Industries', heading: 'Choose your industry' },
  tabs: [
    industry('Automotive', '/media/images/case-studies/automotive-configurator', '/persona/automotivesales'),
    industry('Manufacturing', '/media/images/case-studies/factory-twin', '/casestudy/Aerospacejetengine'),
    industry('Logistics & Supply Chain', '/media/images/case-studies/warehouse-training', '/persona/logisticstraining'),
  ],
};

const shownPanel = () => screen.getByRole('tabpanel');

function expectShowing(label: string) {
  expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(label);
  const panel = shownPanel();
  expect(panel).toHaveAccessibleName(label);
  expect(
    within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual([`${label} overview`, `${label} application title`, `${label} case study`]);
}

describe('IndustryTabs', () => {
  it('is a region named by its h2, with a tab list named the same and one tab per industry, the first selected', () => {
    renderWithProviders(<IndustryTabs {...props} />);
    expect(screen.getByRole('region', { name: 'Choose your industry' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Choose your industry' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Automotive', 'Manufacturing', 'Logistics & Supply Chain']);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expectShowing('Automotive');
  });

  it('keeps every industry in the page, the unselected ones hidden, each panel tied to its tab', () => {
    renderWithProviders(<IndustryTabs {...props} />);
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels.map((panel) => panel.hidden)).toEqual([false, true, true]);
    screen.getAllByRole('tab').forEach((tab, index) => {
      expect(tab).toHaveAttribute('aria-controls', panels[index]?.id);
      expect(panels[index]).toHaveAttribute('aria-labelledby', tab.id);
      expect(panels[index]).toHaveAttribute('tabindex', '0');
    });
  });

  it('shows the three cards: overview, key application with its image, and the case-study link to a page on the site', () => {
    renderWithProviders(<IndustryTabs {...props} />);
    const panel = shownPanel();
    expect(within(panel).getByText('What 3D does for Automotive.')).toBeInTheDocument();
    expect(within(panel).getByText('Key application')).toBeInTheDocument();
    const image = within(panel).getByRole('img', { name: 'Automotive application' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1280');
    expect(within(panel).getByText('Case study')).toBeInTheDocument();
    const link = within(panel).getByRole('link', { name: 'Read the case study: Automotive case study' });
    expect(link).toHaveAttribute('href', '/persona/automotivesales');
    expect(link).not.toHaveAttribute('target');
    expect(within(panel).queryByText('40%')).not.toBeInTheDocument();
  });

  it('shows a case study’s figure large when the content gives one', () => {
    const withStat: IndustryTabsSection = {
      ...props,
      tabs: props.tabs.map((tab, index) =>
        index === 0 ? { ...tab, caseStudy: { ...tab.caseStudy, stat: { value: '40%', label: 'lower training costs' } } } : tab,
      ),
    };
    renderWithProviders(<IndustryTabs {...withStat} />);
    expect(within(shownPanel()).getByText('40%')).toBeInTheDocument();
    expect(within(shownPanel()).getByText('lower training costs')).toBeInTheDocument();
  });

  it('switches industry on a click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IndustryTabs {...props} />);
    await user.click(screen.getByRole('tab', { name: 'Manufacturing' }));
    expectShowing('Manufacturing');
    expect(within(shownPanel()).getByRole('link')).toHaveAttribute('href', '/casestudy/Aerospacejetengine');
  });

  it('moves focus and selection with the arrow keys, Home and End, and Tab goes on to the panel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IndustryTabs {...props} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Automotive' })).toHaveFocus();
    for (const [key, label] of [
      ['{ArrowRight}', 'Manufacturing'],
      ['{ArrowRight}', 'Logistics & Supply Chain'],
      ['{ArrowRight}', 'Automotive'],
      ['{ArrowLeft}', 'Logistics & Supply Chain'],
      ['{Home}', 'Automotive'],
      ['{End}', 'Logistics & Supply Chain'],
    ] as const) {
      await user.keyboard(key);
      expect(screen.getByRole('tab', { name: label })).toHaveFocus();
      expectShowing(label);
    }
    await user.tab();
    expect(shownPanel()).toHaveFocus();
  });
});
