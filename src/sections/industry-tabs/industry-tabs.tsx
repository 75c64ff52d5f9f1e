import type { IndustryTabsSection } from '@/content/generated/content-types.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { Stat } from '@/lib/components/stat.tsx';
import { TabPanelStack, UnderlinedTab, UnderlinedTabList } from '@/lib/components/tabs/underlined-tabs.ts';
import { useTabs } from '@/lib/components/tabs/use-tabs.ts';
import { VisuallyHidden } from '@/lib/components/visually-hidden.ts';
import { ApplicationImage, Card, CardTitle, CtaLink, Label, NextCard, NextTitle, OverviewText, OverviewTitle, Panel } from './industry-tabs.styles.ts';

/** The application picture's shown width: the middle of three columns from 1024 px, half the row from 768 px, the full width below. */
const IMAGE_SIZES = '(min-width: 1440px) 500px, (min-width: 1024px) 36vw, (min-width: 768px) 46vw, calc(100vw - 2rem)';

/**
 * The industries selector (SPEC 2.8): WAI-ARIA tabs with automatic activation, the first industry selected. Every
 * industry's cards are in the pre-rendered page; the unselected ones are hidden until their tab is chosen.
 */
export default function IndustryTabs({ header, tabs }: IndustryTabsSection) {
  const { tabListProps, tabProps, panelProps } = useTabs(tabs.length);

  return (
    <SectionShell header={header}>
      {(headingId) => (
        <>
          <UnderlinedTabList {...tabListProps} aria-labelledby={headingId}>
            {tabs.map((tab, index) => (
              <UnderlinedTab key={tab.label} type="button" {...tabProps(index)}>
                {tab.label}
              </UnderlinedTab>
            ))}
          </UnderlinedTabList>
          <TabPanelStack>
            {tabs.map(({ label, overview, application, caseStudy }, index) => (
              <Panel key={label} {...panelProps(index)}>
                <Card>
                  <OverviewTitle>{overview.title}</OverviewTitle>
                  <OverviewText>{overview.description}</OverviewText>
                </Card>
                <Card>
                  <Label>{application.label}</Label>
                  <ApplicationImage src={application.image.src} alt={application.image.alt ?? ''} sizes={IMAGE_SIZES} />
                  <CardTitle>{application.title}</CardTitle>
                </Card>
                <NextCard>
                  <Label>{caseStudy.label}</Label>
                  <NextTitle>{caseStudy.title}</NextTitle>
                  {caseStudy.stat ? <Stat stat={caseStudy.stat} /> : null}
                  {/* The hidden title tells the industries' buttons apart out of context (WCAG 2.4.4), after the visible words (2.5.3). */}
                  <CtaLink link={caseStudy.cta}>
                    {caseStudy.cta.label}
                    <VisuallyHidden>: {caseStudy.title}</VisuallyHidden>
                  </CtaLink>
                </NextCard>
              </Panel>
            ))}
          </TabPanelStack>
        </>
      )}
    </SectionShell>
  );
}
