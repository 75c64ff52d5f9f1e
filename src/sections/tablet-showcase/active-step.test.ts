import { describe, expect, it } from 'vitest';
import { activeStepIndex, type StepBox } from './active-step.ts';

const VIEWPORT = 900;

/** Four steps 600 px tall with 40 px between them, the first starting `offset` px from the top of the viewport. */
const stepsAt = (offset: number): StepBox[] => [0, 1, 2, 3].map((index) => ({ top: offset + index * 640, bottom: offset + index * 640 + 600 }));

/** The offset that puts step `index`'s own centre on the viewport's centre line. */
const centred = (index: number) => VIEWPORT / 2 - (index * 640 + 300);

describe('activeStepIndex', () => {
  it.each([0, 1, 2, 3])('makes step %i current when its middle is in the middle of the screen', (index) => {
    expect(activeStepIndex(stepsAt(centred(index)), VIEWPORT)).toBe(index);
  });

  it('keeps the first step current before the list reaches the middle of the screen', () => {
    expect(activeStepIndex(stepsAt(800), VIEWPORT)).toBe(0);
    expect(activeStepIndex(stepsAt(451), VIEWPORT)).toBe(0);
  });

  it('moves on as soon as the next step’s top reaches the centre line', () => {
    // Step 1's top is at offset + 640: on the line at offset -190, just below it at -189.
    expect(activeStepIndex(stepsAt(-189), VIEWPORT)).toBe(0);
    expect(activeStepIndex(stepsAt(-190), VIEWPORT)).toBe(1);
  });

  it('keeps the previous step current while the centre line is in the gap between two steps', () => {
    // Step 0 ends at offset + 600 and step 1 starts at offset + 640; put the line at offset + 620.
    expect(activeStepIndex(stepsAt(450 - 620), VIEWPORT)).toBe(0);
  });

  it('keeps the last step current once the list has scrolled past', () => {
    expect(activeStepIndex(stepsAt(-5000), VIEWPORT)).toBe(3);
  });

  it('follows the viewport’s height', () => {
    const steps = stepsAt(0);
    expect(activeStepIndex(steps, 1200)).toBe(0);
    expect(activeStepIndex(steps, 1300)).toBe(1);
  });

  it('returns the first step for an empty list', () => {
    expect(activeStepIndex([], VIEWPORT)).toBe(0);
  });
});
