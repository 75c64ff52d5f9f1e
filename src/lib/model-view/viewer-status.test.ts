import { describe, expect, it } from 'vitest';
import { nextViewerStatus, type ViewerEvent, type ViewerStatus } from './viewer-status.ts';

const run = (events: ViewerEvent['type'][], from: ViewerStatus = 'still') =>
  events.reduce<ViewerStatus>((status, type) => nextViewerStatus(status, { type }), from);

describe('nextViewerStatus', () => {
  it('goes from the still to loading when the visitor asks, and to shown once the model is drawn', () => {
    expect(run(['ask'])).toBe('loading');
    expect(run(['ask', 'loaded'])).toBe('shown');
  });

  it('keeps the still, unavailable, when the viewer or the model fails; asking again tries again', () => {
    expect(run(['ask', 'failed'])).toBe('unavailable');
    expect(run(['ask', 'failed', 'ask'])).toBe('loading');
    expect(run(['ask', 'failed', 'ask', 'loaded'])).toBe('shown');
  });

  it('turns unavailable when a shown model fails later (the WebGL context is lost)', () => {
    expect(run(['ask', 'loaded', 'failed'])).toBe('unavailable');
  });

  it('ignores what cannot happen in a state: a second ask while loading, a load before asking', () => {
    expect(run(['ask', 'ask'])).toBe('loading');
    expect(run(['loaded'])).toBe('still');
    expect(run(['failed'])).toBe('still');
    expect(run(['ask', 'loaded', 'ask'])).toBe('shown');
  });
});
