/**
 * Click-to-edit down to the field: the preview says what was clicked (the words of the element, or the picture), and
 * the studio finds the field of the section that holds them. Sections render their copy from the JSON as written, so
 * the clicked words are a field's value (or contain it: a heading with its rotating word, a card with its text).
 */
import { isJsonObject, type Json } from './editor-state.ts';

export interface PreviewClick {
  /** The clicked element's text, as the visitor reads it. */
  text?: string;
  /** The address of a clicked picture (its currentSrc). */
  image?: string;
}

type FieldPath = (string | number)[];

/** Every text value of the section with its path; `type` (a constant) left out. */
function textFields(value: Json, path: FieldPath = []): { path: FieldPath; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textFields(item, [...path, index]));
  if (isJsonObject(value)) return Object.entries(value).flatMap(([key, item]) => (path.length === 0 && key === 'type' ? [] : textFields(item, [...path, key])));
  return [];
}

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The path (inside the section) of the field the click was on, or undefined when no field holds what was clicked. */
export function fieldAtClick(section: Json, click: PreviewClick): FieldPath | undefined {
  const fields = textFields(section);
  if (click.image) {
    // Media references are written without size or format ("/media/images/about/banner"); renditions add them.
    const image = click.image;
    const picture = fields.find(({ text }) => text.startsWith('/media/') && image.includes(text));
    if (picture) return picture.path;
  }
  const clicked = normalised(click.text ?? '');
  if (clicked === '') return undefined;
  const exact = fields.find(({ text }) => normalised(text) === clicked);
  if (exact) return exact.path;
  // The longest value inside the clicked words (a heading followed by its rotating word), then one that holds them.
  const inside = fields
    .filter(({ text }) => normalised(text).length >= 3 && clicked.includes(normalised(text)))
    .sort((a, b) => b.text.length - a.text.length)[0];
  if (inside) return inside.path;
  return fields.find(({ text }) => normalised(text).includes(clicked))?.path;
}
