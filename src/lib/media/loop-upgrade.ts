/**
 * Whether a still may be upgraded to its muted loop. The still is the pre-rendered, high-priority image (and the
 * page's LCP candidate); the loop waits for the load and an idle moment (after-load-and-idle.ts), and never comes
 * at all for visitors who asked for less motion or less data.
 */

export interface LoopEnvironment {
  /** `prefers-reduced-motion: reduce`; undefined when the browser cannot tell. */
  reducedMotion: boolean | undefined;
  /** The Save-Data hint (`navigator.connection.saveData`); undefined when unsupported. */
  saveData: boolean | undefined;
}

/** Only a visitor known to welcome motion, and not saving data, gets the loop. */
export function loopWelcome({ reducedMotion, saveData }: LoopEnvironment): boolean {
  return reducedMotion === false && saveData !== true;
}
