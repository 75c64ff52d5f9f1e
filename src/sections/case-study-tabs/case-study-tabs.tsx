import { useId, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import type { CaseStudyTabsSection } from '@/content/generated/content-types.ts';
import { Container } from '@/lib/components/container.ts';
import { MotionToggleIcon } from '@/lib/components/motion-toggle.tsx';
import { SectionHeader } from '@/lib/components/section-header.tsx';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { VisuallyHidden } from '@/lib/components/visually-hidden.ts';
import { useLastInputPointer } from '@/lib/hooks/use-last-input-pointer.ts';
import { movedIndex, type RotatorMove } from './rotator-state.ts';
import { useRotator } from './use-rotator.ts';
import {
  Body,
  Description,
  Header,
  LearnMoreLink,
  Panel,
  PanelImage,
  Panels,
  PanelTitle,
  PlayPauseButton,
  ProgressFill,
  ProgressTrack,
  Section,
  Tab,
  TabList,
} from './case-study-tabs.styles.ts';

/** The list is vertical, but Left/Right work too: people reach for them on a list laid out beside its content. */
const KEY_MOVES: Partial<Record<string, RotatorMove>> = {
  ArrowDown: 'next',
  ArrowRight: 'next',
  ArrowUp: 'previous',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};

/**
 * Case studies as WAI-ARIA tabs with automatic activation: every panel is
 * already in the page, so showing one on focus costs nothing and saves a key press.
 */
export default function CaseStudyTabs({ header, tabs }: CaseStudyTabsSection) {
  const { accessibility } = useSiteContent();
  const ids = useId();
  const [state, dispatch] = useRotator(tabs.length);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const inside = useRef({ pointer: false, focus: false });
  const focusFromPointer = useLastInputPointer();
  const stacked = state.mobile;

  const setInside = (part: 'pointer' | 'focus', value: boolean) => {
    inside.current[part] = value;
    dispatch({ type: 'set-interacting', interacting: inside.current.pointer || inside.current.focus });
  };

  const select = (index: number) => {
    dispatch({ type: 'select', index });
    tabRefs.current[index]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    select(movedIndex(state.index, move, tabs.length));
  };

  // Touch has no hover; a tap would otherwise leave rotation paused.
  const onPointerEnter = (event: PointerEvent) => event.pointerType === 'mouse' && setInside('pointer', true);
  const onPointerLeave = (event: PointerEvent) => event.pointerType === 'mouse' && setInside('pointer', false);

  // Only keyboard focus pauses (a clicked tab keeps focus); hover covers the mouse.
  const onFocus = () => setInside('focus', !focusFromPointer.current);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setInside('focus', false);
  };

  const tabId = (index: number) => `${ids}-tab-${index}`;
  const panelId = (index: number) => `${ids}-panel-${index}`;
  const headingId = (index: number) => `${ids}-title-${index}`;

  return (
    <Section aria-labelledby={`${ids}-heading`}>
      <Container>
        <Header>
          <SectionHeader header={header} level={2} headingId={`${ids}-heading`} />
          <PlayPauseButton type="button" onClick={() => dispatch({ type: 'toggle-playing' })}>
            <MotionToggleIcon playing={state.playing} />
            <VisuallyHidden>{state.playing ? accessibility.pauseRotationLabel : accessibility.playRotationLabel}</VisuallyHidden>
          </PlayPauseButton>
        </Header>
        <Body onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onFocus={onFocus} onBlur={onBlur}>
          <TabList role="tablist" aria-orientation="vertical" aria-labelledby={`${ids}-heading`} onKeyDown={onTabKeyDown}>
            {tabs.map((tab, index) => {
              const selected = index === state.index;
              return (
                <Tab
                  key={tab.title}
                  ref={(element) => {
                    tabRefs.current[index] = element;
                  }}
                  type="button"
                  role="tab"
                  id={tabId(index)}
                  aria-selected={selected}
                  aria-controls={panelId(index)}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => select(index)}
                >
                  {tab.title}
                  <ProgressTrack aria-hidden="true">
                    {selected ? <ProgressFill style={{ transform: `scaleX(${state.progress / 100})` }} /> : null}
                  </ProgressTrack>
                </Tab>
              );
            })}
          </TabList>
          <Panels>
            {tabs.map((tab, index) => (
              <Panel
                key={tab.title}
                id={panelId(index)}
                role={stacked ? undefined : 'tabpanel'}
                aria-labelledby={stacked ? undefined : tabId(index)}
                hidden={!stacked && index !== state.index}
                tabIndex={stacked ? undefined : 0}
              >
                <PanelImage src={tab.image.src} alt={tab.image.alt ?? ''} sizes="(min-width: 1440px) 860px, (min-width: 640px) 60vw, 100vw" />
                <PanelTitle id={headingId(index)}>{tab.title}</PanelTitle>
                <Description>{tab.description}</Description>
                {/* The hidden title makes five "Learn More" links distinguishable out of context (WCAG 2.4.4) and keeps the visible words first in the name (2.5.3). */}
                <LearnMoreLink link={tab.link}>
                  {tab.link.label}
                  <VisuallyHidden>: {tab.title}</VisuallyHidden>
                </LearnMoreLink>
              </Panel>
            ))}
          </Panels>
        </Body>
      </Container>
    </Section>
  );
}
