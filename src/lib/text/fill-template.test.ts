import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template.ts';

describe('fillTemplate', () => {
  it('fills every known placeholder, each as often as it appears', () => {
    expect(fillTemplate('Slide {index} of {count}, {index}', { index: 2, count: 5 })).toBe('Slide 2 of 5, 2');
  });

  it('leaves unknown placeholders and inherited names alone', () => {
    expect(fillTemplate('{name} thought {toString} was {unknown}', { name: 'Priya' })).toBe('Priya thought {toString} was {unknown}');
  });
});
