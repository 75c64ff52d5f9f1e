import { describe, expect, it } from 'vitest';
import { loopWelcome } from './loop-upgrade.ts';

describe('loopWelcome', () => {
  it('plays the loop only for visitors known to welcome motion who are not saving data', () => {
    expect(loopWelcome({ reducedMotion: false, saveData: undefined })).toBe(true);
    expect(loopWelcome({ reducedMotion: false, saveData: false })).toBe(true);
    expect(loopWelcome({ reducedMotion: true, saveData: false })).toBe(false);
    expect(loopWelcome({ reducedMotion: undefined, saveData: false })).toBe(false);
    expect(loopWelcome({ reducedMotion: false, saveData: true })).toBe(false);
  });
});
