/**
 * Turns one ajv error into a sentence a marketer can act on. ajv's own
 * messages ("must NOT have additional properties") name neither the field nor
 * the fix, so each keyword gets a plain-English wording here.
 */
import type { ErrorObject } from 'ajv';
import { closest, distance } from 'fastest-levenshtein';
import type { JsonPathSegment } from '../json/json-locations.ts';

export interface DescribedError {
  message: string;
  /** Point at the property name instead of its value (unknown fields). */
  pointAtKey?: JsonPathSegment;
  /** A required property that is missing: the studio shows the problem at that field, in its own words. */
  missingField?: string;
  /**
   * For a link target written without its leading "/": the path it was probably meant to be. The message leaves the
   * suggestion to the loader, which knows the pages and can name the existing one (content-rules.ts withPathHints).
   */
  suggestedPath?: string;
}

const typeNames: Record<string, string> = {
  string: 'text in double quotes',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list in [ ]',
  object: 'an object in { }',
  null: 'null',
};

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value}`;
  return 'an object';
}

function fieldName(path: readonly JsonPathSegment[]): string {
  const last = path.at(-1);
  if (last === undefined) return 'The document';
  if (typeof last === 'number') {
    const parent = path.at(-2);
    return `Entry ${last + 1} of "${String(parent)}"`;
  }
  return `"${last}"`;
}

/** Suggests the nearest known name when it is plausibly a typo. */
export function suggest(candidate: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined;
  // Letter case is the commonest slip and the cheapest to forgive: compare without it, suggest the known spelling.
  const lowerKnown = known.map((name) => name.toLowerCase());
  const nearestLower = closest(candidate.toLowerCase(), lowerKnown);
  const nearest = known[lowerKnown.indexOf(nearestLower)] ?? nearestLower;
  return distance(candidate.toLowerCase(), nearestLower) <= Math.max(2, Math.floor(nearest.length / 3)) ? nearest : undefined;
}

/**
 * What a link target that fits no form was probably meant to be: an e-mail address without "mailto:", a web
 * address without "https://", or a path on this site without its leading "/".
 */
export function linkTargetHint(target: string): string | undefined {
  const text = target.trim();
  // Text that already names a scheme ("mailto:sales.satorixr.com") was meant as that kind of address: adding
  // "https://" or "/" in front would only invent one.
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return undefined;
  if (/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/.test(text)) return `mailto:${text}`;
  if (/^www\.[^\s/]+\.[a-z]{2,}(\/\S*)?$/i.test(text)) return `https://${text}`;
  if (/^[A-Za-z0-9&._~-]+(\/[A-Za-z0-9&._~-]*)+$/.test(text) && !/^[^/]+\.[a-z]{2,}\//i.test(text)) return `/${text}`;
  if (/^[^\s/]+\.(com|org|net|io|de|in|co|uk)(\/\S*)?$/i.test(text)) return `https://${text}`;
  return undefined;
}

const isLinkTargetSchema = (schema: unknown) => typeof schema === 'object' && schema !== null && (schema as { linkTarget?: unknown }).linkTarget === true;

function allowedProperties(schema: unknown): string[] {
  if (schema && typeof schema === 'object' && 'properties' in schema) {
    const properties = (schema as { properties?: Record<string, unknown> }).properties;
    return properties ? Object.keys(properties) : [];
  }
  return [];
}

export function describeSchemaError(error: ErrorObject, path: readonly JsonPathSegment[], sectionTypes: readonly string[]): DescribedError {
  const field = fieldName(path);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const missing = String(params['missingProperty']);
      return { message: `The required field "${missing}" is missing. Add "${missing}": … to this object.`, missingField: missing };
    }
    case 'additionalProperties': {
      const extra = String(params['additionalProperty']);
      const known = allowedProperties(error.parentSchema);
      const hint = suggest(extra, known);
      return {
        message:
          `"${extra}" is not a known field here.` +
          (hint ? ` Did you mean "${hint}"?` : '') +
          (known.length > 0 ? ` Allowed fields: ${known.join(', ')}.` : ''),
        pointAtKey: extra,
      };
    }
    case 'type':
      return { message: `${field} must be ${typeNames[String(params['type'])] ?? String(params['type'])}, but it is ${describeValue(error.data)}.` };
    case 'const':
      return { message: `${field} must be exactly ${JSON.stringify(params['allowedValue'])}, but it is ${describeValue(error.data)}.` };
    case 'enum': {
      const allowed = (params['allowedValues'] as unknown[]).map((value) => JSON.stringify(value));
      const hint = typeof error.data === 'string' ? suggest(error.data, (params['allowedValues'] as unknown[]).map(String)) : undefined;
      return { message: `${field} must be one of ${allowed.join(', ')}, but it is ${describeValue(error.data)}.${hint ? ` Did you mean "${hint}"?` : ''}` };
    }
    case 'minLength':
      return {
        message:
          params['limit'] === 1
            ? `${field} must not be empty.`
            : `${field} must be at least ${String(params['limit'])} characters long; it has ${String(error.data).length}.`,
      };
    case 'maxLength':
      return { message: `${field} must be at most ${String(params['limit'])} characters long; it has ${String(error.data).length}. Shorten it.` };
    case 'minItems':
      return { message: `${field} must have at least ${String(params['limit'])} ${params['limit'] === 1 ? 'entry' : 'entries'}.` };
    case 'maxItems':
      return { message: `${field} must have at most ${String(params['limit'])} entries.` };
    case 'uniqueItems':
      return { message: `${field} lists the same value twice (entries ${Number(params['j']) + 1} and ${Number(params['i']) + 1}).` };
    case 'minimum':
    case 'maximum':
      return {
        message: `${field} must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(params['limit'])}, but it is ${describeValue(error.data)}.`,
      };
    case 'format':
      return {
        message:
          params['format'] === 'email'
            ? `${field} must be an e-mail address such as "hello@example.com".`
            : params['format'] === 'uri'
              ? `${field} must be a full web address such as "https://example.com/page".`
              : `${field} is not a valid ${String(params['format'])}.`,
      };
    case 'pattern':
      // Every pattern in schemas/ has a patternErrorMessage (a test checks it); this is the fallback, and it never shows the regular expression.
      return { message: `${field} is not written the way this field needs. Its description, shown when you hover over it in VS Code, gives an example.` };
    case 'mediaRef':
      return { message: `${field} names ${JSON.stringify(error.data)}, which ${error.message ?? 'does not exist'}` };
    case 'errorMessage': {
      const insecure =
        typeof error.data === 'string' && /^http:\/\//i.test(error.data)
          ? ' Addresses on other sites must be secure: write "https://" instead of "http://".'
          : '';
      const hint = typeof error.data === 'string' && isLinkTargetSchema(error.parentSchema) ? linkTargetHint(error.data) : undefined;
      const message = `${field} ${error.message ?? 'is not valid'}.${insecure}`;
      if (hint?.startsWith('/')) return { message, suggestedPath: hint };
      return { message: `${message}${hint ? ` Did you mean "${hint}"?` : ''}` };
    }
    case 'discriminator': {
      if (params['error'] === 'tag') {
        return { message: `This section has no "type". Add "type" with one of: ${sectionTypes.join(', ')}.` };
      }
      const unknownType = String(params['tagValue']);
      const hint = suggest(unknownType, sectionTypes);
      return {
        message: `Unknown section type "${unknownType}".${hint ? ` Did you mean "${hint}"?` : ''} Known types: ${sectionTypes.join(', ')}.`,
      };
    }
    default:
      return { message: `${field} ${error.message ?? 'is not valid'}.` };
  }
}
