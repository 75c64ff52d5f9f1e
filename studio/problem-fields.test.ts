import { describe, expect, it } from 'vitest';
import type { StudioProblem } from './api-client.ts';
import { fieldLabelsAt, fieldMessage, fieldPathOf } from './problem-fields.ts';

const problem = (jsonPath: string, message: string, missingField?: string): StudioProblem => ({
  severity: 'error',
  file: 'content-json/pages/about.json',
  line: 19,
  column: 17,
  jsonPath,
  message,
  ...(missingField === undefined ? {} : { missingField }),
});

describe('a problem as the studio shows it', () => {
  it('is about the missing field itself, in plain words', () => {
    const missing = problem(
      'sections[1].header',
      'In section 2 ("media-text"): The required field "heading" is missing. Add "heading": … to this object.',
      'heading',
    );
    expect(fieldPathOf(missing)).toEqual(['sections', 1, 'header', 'heading']);
    expect(fieldMessage(missing)).toBe('Required: fill this in.');
  });

  it('keeps what to do, without the section prefix the form already shows', () => {
    const tooLong = problem('sections[0].heading', 'In section 1 ("rotating-word-hero"): The heading is 130 characters; keep it to 120.');
    expect(fieldPathOf(tooLong)).toEqual(['sections', 0, 'heading']);
    expect(fieldMessage(tooLong)).toBe('The heading is 130 characters; keep it to 120.');
  });

  it('names the fields along a path by their titles, following references, with numbered list entries', () => {
    const schema = {
      properties: {
        action: { $ref: '#/definitions/link', title: 'Button' },
        people: { type: 'array', items: { title: 'Person', type: 'object', properties: { name: { title: 'Name' } } } },
        untitled: { type: 'string' },
      },
      definitions: { link: { title: 'Link', type: 'object', properties: { target: { title: 'Where it goes' } } } },
    };
    expect(fieldLabelsAt(schema, ['action', 'target'])).toEqual(['Button', 'Where it goes']);
    expect(fieldLabelsAt(schema, ['people', 1, 'name'])).toEqual(['people', 'Person 2', 'Name']);
    expect(fieldLabelsAt(schema, ['untitled'])).toEqual(['untitled']);
  });
});
