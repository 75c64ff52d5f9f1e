/** Replaces each `{name}` in copy from content JSON with its value; unknown placeholders stay as written. */
export const fillTemplate = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
