import type { ContactRegionsSection } from '@/content/generated/content-types.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { useTabs } from '@/lib/components/tabs/use-tabs.ts';
import { TabPanelStack, UnderlinedTab, UnderlinedTabList } from '@/lib/components/tabs/underlined-tabs.ts';
import { Address, MapsLink, Office, Panel, Reach, ReachLabel, ReachLink } from './contact-regions.styles.ts';
import { LineBreaks } from '@/lib/components/line-breaks.tsx';

/**
 * The contact-info block (SPEC 2.8, 4): WAI-ARIA tabs with automatic activation, India (the first country)
 * selected at first; choosing a country shows its address and, where it has one, its phone number. Every
 * country is in the pre-rendered page; the unselected ones are hidden until their tab is chosen.
 */
export default function ContactRegions({ header, tabListLabel, phoneLabel, emailLabel, regions }: ContactRegionsSection) {
  const { tabListProps, tabProps, panelProps } = useTabs(regions.length);

  return (
    <SectionShell header={header}>
      <UnderlinedTabList {...tabListProps} aria-label={tabListLabel}>
        {regions.map((region, index) => (
          <UnderlinedTab key={region.country} type="button" {...tabProps(index)}>
            {region.country}
          </UnderlinedTab>
        ))}
      </UnderlinedTabList>
      <TabPanelStack>
        {regions.map(({ country, office, contact: { addressLines, maps, phone, email } }, index) => (
          <Panel key={country} {...panelProps(index)}>
            <div>
              <Office>{office}</Office>
              <Address>
                <LineBreaks lines={addressLines} />
              </Address>
              <MapsLink link={maps} />
            </div>
            {phone || email ? (
              <Reach>
                {[
                  { label: phoneLabel, link: phone },
                  { label: emailLabel, link: email },
                ].map(({ label, link }) =>
                  link ? (
                    <div key={label}>
                      <ReachLabel>{label}</ReachLabel>
                      <dd>
                        <ReachLink link={link} />
                      </dd>
                    </div>
                  ) : null,
                )}
              </Reach>
            ) : null}
          </Panel>
        ))}
      </TabPanelStack>
    </SectionShell>
  );
}
