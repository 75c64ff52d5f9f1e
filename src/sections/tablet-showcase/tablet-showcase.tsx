import { useEffect, useRef, useState, type RefObject } from 'react';
import type { TabletShowcaseSection } from '@/content/generated/content-types.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { useMediaQuery } from '@/lib/hooks/use-media-query.ts';
import { twoDigits } from '@/lib/text/two-digits.ts';
import { activeStepIndex, type StepBox } from './active-step.ts';
import {
  Caption,
  Disclaimer,
  Layout,
  Screen,
  Step,
  StepNumber,
  Steps,
  StepText,
  StepTitle,
  Tablet,
  TabletStage,
  WIDE_QUERY,
} from './tablet-showcase.styles.ts';

const OFF_SCREEN: StepBox = { top: Number.POSITIVE_INFINITY, bottom: Number.POSITIVE_INFINITY };

/**
 * While the layout is wide, the step crossing the middle of the screen is the current one: read once, then on
 * every scroll and resize, at most once per frame, from where the steps are (a passive listener, so scrolling
 * never waits for it).
 */
function useActiveStep(steps: RefObject<(HTMLLIElement | null)[]>, enabled: boolean): number {
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const boxes = steps.current.map((step) => step?.getBoundingClientRect() ?? OFF_SCREEN);
      setActive(activeStepIndex(boxes, window.innerHeight));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [steps, enabled]);
  return active;
}

/**
 * The aerospace tablet showcase (SPEC 2.8): one video in a tablet frame beside steps that scroll past it. Wider
 * than 768 px the tablet sticks and the current step (aria-current="step") follows the scroll; at 768 px or
 * narrower the same markup is a plain list under the video, and no step is current. The layout is all CSS, so the
 * pre-rendered page is right before any script runs.
 */
export default function TabletShowcase({ header, video, steps, disclaimer }: TabletShowcaseSection) {
  const stepRefs = useRef<(HTMLLIElement | null)[]>([]);
  // False on the server and while hydrating, so the pre-rendered markup marks no step; the scroll decides after.
  const wide = useMediaQuery(WIDE_QUERY);
  const active = useActiveStep(stepRefs, wide);
  const current = steps[active];

  return (
    <SectionShell header={header}>
      <Layout>
        <TabletStage data-tablet-stage="">
          <Tablet>
            <Screen src={video.src} label={video.label} />
          </Tablet>
          {wide && current ? (
            <Caption aria-hidden="true">
              <strong>
                {twoDigits(active + 1)} / {twoDigits(steps.length)}
              </strong>
              {current.title}
            </Caption>
          ) : null}
        </TabletStage>
        <Steps>
          {steps.map((step, index) => (
            <Step
              key={step.title}
              ref={(element) => {
                stepRefs.current[index] = element;
              }}
              aria-current={wide && index === active ? 'step' : undefined}
            >
              <StepNumber aria-hidden="true">{twoDigits(index + 1)}</StepNumber>
              <StepTitle>{step.title}</StepTitle>
              <StepText>{step.description}</StepText>
            </Step>
          ))}
        </Steps>
      </Layout>
      {disclaimer ? <Disclaimer /> : null}
    </SectionShell>
  );
}
