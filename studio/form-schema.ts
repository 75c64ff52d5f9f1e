/**
 * The content schemas as the form shows them. A `oneOf`/`anyOf` whose branches only list required properties (an
 * image needs "alt" or "decorative": true) is a rule, not a choice of shapes: the content loader checks it and
 * reports it in plain words, while rjsf would render it as a shape picker and drop the object's own fields.
 * A link target is one text box (below).
 */
type SchemaNode = { [key: string]: unknown };

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

const onlyRequires = (branch: unknown) => isNode(branch) && Object.keys(branch).every((key) => key === 'required');

export function formSchemaOf<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => formSchemaOf(item)) as T;
  if (!isNode(schema)) return schema;
  const result: SchemaNode = {};
  // A link target's branches are spellings of one text (a path, a named link, an address): as a choice, rjsf would swap
  // the field as the typed text first matched another branch, closing it mid-word. It is one text box.
  const isLinkTarget = schema['linkTarget'] === true;
  for (const [key, value] of Object.entries(schema)) {
    if ((key === 'oneOf' || key === 'anyOf') && Array.isArray(value) && (isLinkTarget || value.every(onlyRequires))) continue;
    result[key] = formSchemaOf(value);
  }
  return result as T;
}
