import { describe, expect, it } from 'vitest';
import { formSchemaOf } from './form-schema.ts';

describe('the schemas as the studio form shows them', () => {
  it('drops a oneOf that only says which properties are required, keeping the object’s own fields', () => {
    const imageWithAlt = {
      type: 'object',
      required: ['src'],
      properties: { src: { type: 'string' }, alt: { type: 'string' }, decorative: { type: 'boolean', const: true } },
      oneOf: [{ required: ['alt'] }, { required: ['decorative'] }],
    };
    const shown = formSchemaOf({ definitions: { imageWithAlt }, properties: { image: { $ref: '#/definitions/imageWithAlt' } } });
    expect(shown.properties).toEqual({ image: { $ref: '#/definitions/imageWithAlt' } });
    expect(shown.definitions.imageWithAlt).not.toHaveProperty('oneOf');
    expect(shown.definitions.imageWithAlt.properties).toEqual(imageWithAlt.properties);
  });

  it('keeps a oneOf or anyOf that offers real shapes to choose from', () => {
    const choice = { anyOf: [{ type: 'string' }, { type: 'object', properties: { label: { type: 'string' } } }] };
    expect(formSchemaOf({ properties: { target: choice } })).toEqual({ properties: { target: choice } });
  });
});

describe('a link target in the studio form', () => {
  it('is one text box: its spellings (path, named link, https, mailto, tel) are not a choice that swaps the field as it is typed', () => {
    const linkTarget = {
      type: 'string',
      linkTarget: true,
      anyOf: [{ type: 'string', pattern: '^/' }, { enum: ['scheduling'] }, { type: 'string', pattern: '^https://' }],
    };
    const shown = formSchemaOf({ definitions: { linkTarget }, properties: { target: { $ref: '#/definitions/linkTarget' } } });
    expect(shown.definitions.linkTarget).toEqual({ type: 'string', linkTarget: true });
  });
});
