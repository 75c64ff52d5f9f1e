import { describe, expect, it } from 'vitest';
import type { StudioProblem } from '../api-client.ts';
import { errorSchemaOf } from './schema-form.tsx';

const problem = (jsonPath: string, message: string, severity: StudioProblem['severity'] = 'error'): StudioProblem => ({
  severity,
  file: 'content-json/pages/about.json',
  line: 12,
  column: 7,
  jsonPath,
  message,
});

describe('located problems beside their fields', () => {
  it('puts each problem of the selected section on its own field, with its line and column', () => {
    const errors = errorSchemaOf(
      [
        problem('sections[1].header.heading', 'must not be empty'),
        problem('sections[1].items[0].title', 'is longer than 60 characters', 'warning'),
        problem('sections[2].heading', 'belongs to another section'),
        problem('meta.title', 'is not in this section'),
      ],
      ['sections', 1],
    );
    expect(errors).toEqual({
      header: { heading: { __errors: ['must not be empty (line 12, column 7)'] } },
      items: { 0: { title: { __errors: ['Warning: is longer than 60 characters (line 12, column 7)'] } } },
    });
  });

  it('gathers several problems of one field', () => {
    expect(errorSchemaOf([problem('path', 'must start with "/"'), problem('path', 'is already used by /about')], [])).toEqual({
      path: { __errors: ['must start with "/" (line 12, column 7)', 'is already used by /about (line 12, column 7)'] },
    });
  });
});
