/** Where a step's box is on screen, as getBoundingClientRect reports it (pixels from the top of the viewport). */
export interface StepBox {
  top: number;
  bottom: number;
}

/**
 * Which step of the tablet showcase is current (SPEC 4: on wide screens the active step follows the scroll
 * position): the last step whose top has reached the viewport's centre line. So the step that crosses the middle
 * of the screen is current, the previous one stays current while the line is in the gap before the next, the
 * first is current until any step reaches the middle, and the last stays current after the list has gone by.
 */
export function activeStepIndex(steps: readonly StepBox[], viewportHeight: number): number {
  const centre = viewportHeight / 2;
  let active = 0;
  steps.forEach((step, index) => {
    if (step.top <= centre) active = index;
  });
  return active;
}
