/**
 * Each keystroke brings the preview a whole new page and site, parsed afresh. Keeping the previous objects wherever the
 * new ones are equal lets React see that only the edited section (and not the chrome, nor the other sections) changed.
 */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** `next`, with every part that equals the same part of `previous` replaced by that part of `previous`. */
export function reuseEqual<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const items: unknown[] = next.map((item: unknown, index) => reuseEqual(previous[index], item));
    const same = items.length === previous.length && items.every((item, index) => item === previous[index]);
    return (same ? previous : items) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const entries = Object.entries(next).map(([key, value]): [string, unknown] => [key, reuseEqual(previous[key], value)]);
    const same = entries.length === Object.keys(previous).length && entries.every(([key, value]) => key in previous && previous[key] === value);
    return (same ? previous : Object.fromEntries(entries)) as T;
  }
  return next;
}
