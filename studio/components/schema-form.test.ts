import { describe, expect, it } from 'vitest';
import type { StudioProblem } from '../api-client.ts';
import { errorSchemaOf, foldLabel, opensAtFirst } from './schema-form.tsx';

const problem = (jsonPath: string, message: string, severity: StudioProblem['severity'] = 'error'): StudioProblem => ({
  severity,
  file: 'content-json/pages/about.json',
  line: 12,
  column: 7,
  jsonPath,
  message,
});

describe('located problems beside their fields', () => {
  it('puts each problem of the selected section on its own field, in words for the field (no file position, no section prefix)', () => {
    const errors = errorSchemaOf(
      [
        problem('sections[1].header.heading', 'In section 2 ("media-text"): must not be empty'),
        problem('sections[1].items[0].title', 'is longer than 60 characters', 'warning'),
        problem('sections[2].heading', 'belongs to another section'),
        problem('meta.title', 'is not in this section'),
      ],
      ['sections', 1],
    );
    expect(errors).toEqual({
      header: { heading: { __errors: ['must not be empty'] } },
      items: { 0: { title: { __errors: ['Warning: is longer than 60 characters'] } } },
    });
  });

  it('gathers several problems of one field', () => {
    expect(errorSchemaOf([problem('path', 'must start with "/"'), problem('path', 'is already used by /about')], [])).toEqual({
      path: { __errors: ['must start with "/"', 'is already used by /about'] },
    });
  });

  it('shows a missing required field at that field, not at the group around it', () => {
    const missing = { ...problem('sections[1].header', 'The required field "heading" is missing. Add "heading": … to this object.'), missingField: 'heading' };
    expect(errorSchemaOf([missing], ['sections', 1])).toEqual({ header: { heading: { __errors: ['Required: fill this in.'] } } });
  });
});

describe('the label of a folded group', () => {
  const at = (...path: (string | number)[]) => ({ $id: `field_${path.join('_')}`, path, name: String(path.at(-1)) }) as never;
  it('is the field title, and for a list entry its title, number and own name', () => {
    expect(foldLabel({ title: 'Button', schema: { title: 'Button' }, formData: {}, fieldPathId: at('action') })).toBe('Button');
    expect(foldLabel({ title: 'people-2', schema: { title: 'Person' }, formData: { name: 'Priya Raman', title: 'CTO' }, fieldPathId: at('people', 1) })).toBe(
      'Person 2: Priya Raman',
    );
    expect(foldLabel({ title: 'cards-1', schema: {}, formData: {}, fieldPathId: at('cards', 0) })).toBe('Entry 1');
  });
});

describe('which groups start open', () => {
  it("is a section's own header only, so its heading shows without a click, as it did before it became a group", () => {
    expect(opensAtFirst(['header'])).toBe(true);
    expect(opensAtFirst(['notFound', 'header'])).toBe(false);
    expect(opensAtFirst(['cards', 0])).toBe(false);
    expect(opensAtFirst(['image'])).toBe(false);
  });
});
