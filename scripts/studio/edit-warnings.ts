/**
 * Warnings only an edit can raise, from the file as it is on disk and the text a save would write: a picture that
 * was replaced while its alternative text stayed the old picture's. They never block a save.
 */
import { parseJsonWithLocations, type JsonPathSegment } from '../content/json/json-locations.ts';
import { problemAt, type ContentProblem } from '../content/model/problems.ts';

type JsonRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Paths of the pictures (objects with a "src" and an "alt") in `value`. */
function pictures(value: unknown, path: JsonPathSegment[] = []): JsonPathSegment[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => pictures(item, [...path, index]));
  if (!isRecord(value)) return [];
  const own = typeof value['src'] === 'string' && typeof value['alt'] === 'string' ? [path] : [];
  return [...own, ...Object.entries(value).flatMap(([key, item]) => pictures(item, [...path, key]))];
}

function at(value: unknown, path: readonly JsonPathSegment[]): unknown {
  let node = value;
  for (const segment of path) node = Array.isArray(node) && typeof segment === 'number' ? node[segment] : isRecord(node) ? node[String(segment)] : undefined;
  return node;
}

export function staleAltWarnings(file: string, before: unknown, afterText: string): ContentProblem[] {
  const parsed = parseJsonWithLocations(afterText);
  if (!parsed.ok) return [];
  return pictures(parsed.json.value).flatMap((path) => {
    const now = at(parsed.json.value, path);
    const was = at(before, path);
    if (!isRecord(now) || !isRecord(was) || typeof was['src'] !== 'string' || was['src'] === now['src'] || was['alt'] !== now['alt']) return [];
    return [
      problemAt(
        file,
        parsed.json,
        [...path, 'alt'],
        `The picture changed, but its alternative text still describes the old one: "${String(now['alt'])}". Describe what the new picture shows.`,
        { severity: 'warning' },
      ),
    ];
  });
}
