import { describe, expect, it } from 'vitest';
import { fieldAtClick } from './click-to-field.ts';
import type { Json } from './editor-state.ts';

const leadership: Json = {
  type: 'leadership',
  header: { eyebrow: 'Leadership', heading: 'The people behind Satori XR' },
  people: [
    { name: 'Jonathan Mercer', title: 'Chief Executive Officer', photo: { src: '/media/images/leadership/jonathan-mercer', alt: 'Jonathan Mercer' } },
    { name: 'Priya Raman', title: 'Chief Technology Officer', photo: { src: '/media/images/leadership/priya-raman', alt: 'Priya Raman' } },
  ],
};

describe('the field under a click in the preview', () => {
  it('is the field whose words were clicked', () => {
    expect(fieldAtClick(leadership, { text: '  The people behind\n Satori XR ' })).toEqual(['header', 'heading']);
    expect(fieldAtClick(leadership, { text: 'Chief Technology Officer' })).toEqual(['people', 1, 'title']);
  });

  it('is the longest field inside the clicked words, or the field that holds them', () => {
    expect(fieldAtClick(leadership, { text: 'Priya Raman Chief Technology Officer' })).toEqual(['people', 1, 'title']);
    expect(fieldAtClick(leadership, { text: 'people behind' })).toEqual(['header', 'heading']);
  });

  it('is the picture field for a clicked picture, whatever rendition the browser chose', () => {
    expect(fieldAtClick(leadership, { image: 'http://localhost:5173/media/images/leadership/priya-raman-480.avif', text: '' })).toEqual([
      'people',
      1,
      'photo',
      'src',
    ]);
  });

  it('is none for words no field holds, and never the section type', () => {
    expect(fieldAtClick(leadership, { text: 'Read more' })).toBeUndefined();
    expect(fieldAtClick(leadership, { text: 'leadership' })).toEqual(['header', 'eyebrow']);
  });
});
