import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import type { CaseStudyTabsSection } from '@/content/generated/content-types.ts';
import { PlayPauseIcon } from '@/lib/components/icons/play-pause-icon.tsx';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { VisuallyHidden } from '@/lib/components/visually-hidden.ts';
import { useLastInputPointer } from '@/lib/hooks/use-last-input-pointer.ts';
import { twoDigits } from '@/lib/text/two-digits.ts';
import { tabIndexForKey } from '@/lib/components/tabs/tab-keys.ts';
import { useRotator } from './use-rotator.ts';
import {
  Body,
  CardStat,
  Copy,
  Counter,
  Description,
  Footer,
  LearnMoreLink,
  Media,
  Panel,
  PanelImage,
  Panels,
  PanelTitle,
  PlayPauseButton,
  ProgressFill,
  ProgressTrack,
  Rail,
  RailControls,
  Tab,
  TabList,
} from './case-study-tabs.styles.ts';

/** The image's shown width: beside the text from 1280 px, above it in the panel from 640 px, 85 % of a phone card row. */
const IMAGE_SIZES = '(min-width: 1440px) 560px, (min-width: 1280px) 38vw, (min-width: 640px) 62vw, 85vw';

/**
 * The selected tab's progress bar, from 0 to 100. The bar's scale is written to the element from script after
 * hydration, never rendered as a style attribute: the site's policy has no 'unsafe-inline' for styles, so server
 * HTML carries none (the stylesheet starts the bar empty).
 */
function TabProgress({ progress }: { progress: number }) {
  const fill = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    fill.current?.style.setProperty('transform', `scaleX(${progress / 100})`);
  }, [progress]);
  return <ProgressFill ref={fill} />;
}

/**
 * From 640 px: case studies as WAI-ARIA tabs with automatic activation (every panel is already in the page, so
 * showing one on focus costs nothing and saves a key press), rotating on their own with the pause button at the
 * head of the list it drives. Under 640 px nothing rotates and there is nothing to select: the same panels become
 * a plain list of cards in a row that scrolls sideways, so assistive technology hears a list, not a tablist that
 * is not there.
 */
export default function CaseStudyTabs({ header, tabs }: CaseStudyTabsSection) {
  const { accessibility } = useSiteContent();
  const ids = useId();
  const [state, dispatch] = useRotator(tabs.length);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const controlsRef = useRef<HTMLDivElement>(null);
  const inside = useRef({ pointer: false, focus: false, interacting: false });
  const focusFromPointer = useLastInputPointer();
  const cards = state.mobile;

  const setInside = (part: 'pointer' | 'focus', value: boolean) => {
    inside.current[part] = value;
    const interacting = inside.current.pointer || inside.current.focus;
    if (interacting === inside.current.interacting) return;
    inside.current.interacting = interacting;
    dispatch({ type: 'set-interacting', interacting });
  };

  /** The pause button is the way to stop the rotation, so pointing at it or focusing it does not stop it too: play starts at once. */
  const onControls = (target: EventTarget) => target instanceof Node && (controlsRef.current?.contains(target) ?? false);

  const select = (index: number) => {
    dispatch({ type: 'select', index });
    tabRefs.current[index]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The list is vertical, but Left/Right work too: people reach for them on a list laid out beside its content.
    const next = tabIndexForKey(event.key, state.index, tabs.length, 'both');
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  // Touch has no hover; a tap would otherwise leave rotation paused. pointerover also fires on moving between children.
  const onPointerOver = (event: PointerEvent) => event.pointerType === 'mouse' && setInside('pointer', !onControls(event.target));
  const onPointerLeave = (event: PointerEvent) => event.pointerType === 'mouse' && setInside('pointer', false);

  // Only keyboard focus pauses (a clicked tab keeps focus); hover covers the mouse.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => setInside('focus', !focusFromPointer.current && !onControls(event.target));

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setInside('focus', false);
  };

  const tabId = (index: number) => `${ids}-tab-${index}`;
  const panelId = (index: number) => `${ids}-panel-${index}`;
  const headingId = (index: number) => `${ids}-title-${index}`;

  return (
    <SectionShell header={header}>
      {(sectionHeadingId) => (
        <Body onPointerOver={onPointerOver} onPointerLeave={onPointerLeave} onFocus={onFocus} onBlur={onBlur}>
          <Rail>
            <RailControls ref={controlsRef}>
              {/* The tabs already say which one is selected; this is the same fact for the eye. */}
              <Counter aria-hidden="true">
                <strong>{twoDigits(state.index + 1)}</strong> / {twoDigits(tabs.length)}
              </Counter>
              <PlayPauseButton type="button" onClick={() => dispatch({ type: 'toggle-playing' })}>
                <PlayPauseIcon playing={state.playing} />
                <VisuallyHidden>{state.playing ? accessibility.pauseRotationLabel : accessibility.playRotationLabel}</VisuallyHidden>
              </PlayPauseButton>
            </RailControls>
            <TabList role="tablist" aria-orientation="vertical" aria-labelledby={sectionHeadingId} onKeyDown={onTabKeyDown}>
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
                    <ProgressTrack aria-hidden="true">{selected ? <TabProgress progress={state.progress} /> : null}</ProgressTrack>
                  </Tab>
                );
              })}
            </TabList>
          </Rail>
          <Panels role={cards ? 'list' : undefined}>
            {tabs.map((tab, index) => (
              <Panel
                key={tab.title}
                id={panelId(index)}
                role={cards ? 'listitem' : 'tabpanel'}
                aria-labelledby={cards ? undefined : tabId(index)}
                hidden={!cards && index !== state.index}
                tabIndex={cards ? undefined : 0}
              >
                <Media>
                  <PanelImage src={tab.image.src} alt={tab.image.alt ?? ''} sizes={IMAGE_SIZES} />
                </Media>
                <Copy>
                  <PanelTitle id={headingId(index)}>{tab.title}</PanelTitle>
                  <Description>{tab.description}</Description>
                  <Footer>
                    {tab.stat ? <CardStat stat={tab.stat} /> : null}
                    {/* The hidden title makes five "Learn More" links distinguishable out of context (WCAG 2.4.4) and keeps the visible words first in the name (2.5.3). */}
                    <LearnMoreLink link={tab.link}>
                      {tab.link.label}
                      <VisuallyHidden>: {tab.title}</VisuallyHidden>
                    </LearnMoreLink>
                  </Footer>
                </Copy>
              </Panel>
            ))}
          </Panels>
        </Body>
      )}
    </SectionShell>
  );
}
