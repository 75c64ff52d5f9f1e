/** The studio's own words (studio-words.json), with `{name}` placeholders filled in. */
import words from './studio-words.json';

export type StudioWord = keyof typeof words;

export function say(key: StudioWord, values: Record<string, string | number> = {}): string {
  return words[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
