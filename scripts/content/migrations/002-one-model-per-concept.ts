/**
 * Migration 2: one model per concept (issue 35). Every label-and-destination pair becomes the shared `link`
 * {label, target, accessibleLabel?}; every heading block becomes `sectionHeader` {eyebrow?, heading, intro?};
 * a stat is `stat` {value, label}; an office's address, maps link, phone and e-mail are `contact`. Destinations that
 * components used to hard-code (the logo's and the 404 page's "/", the cookie banner's "/privacy" and "/terms") and
 * labels that they used to compose (the LinkedIn link's name, the maps link's fuller name) move into the content,
 * written out exactly as the components composed them, so every page renders the same text and links.
 *
 * Each step recognises only the old shape, so the migration leaves already-migrated content as it is.
 */
import type { ContentFileKind, ContentMigration, JsonObject, JsonValue } from './content-migration.ts';

const isObject = (value: JsonValue | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: JsonValue | undefined): value is string => typeof value === 'string';
/** A scalar as the text the components put in their words; anything else, which a valid file never holds there, as nothing. */
const textOf = (value: JsonValue | undefined): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The object with `keys` replaced, in place, by `replacement`'s entries (where the first of them stood), so the file reads in the old order. */
function replaceKeys(object: JsonObject, keys: readonly string[], replacement: JsonObject): JsonObject {
  const result: JsonObject = {};
  let placed = false;
  for (const [key, value] of Object.entries(object)) {
    if (keys.includes(key)) {
      if (!placed) Object.assign(result, replacement);
      placed = true;
    } else result[key] = value;
  }
  if (!placed) Object.assign(result, replacement);
  return result;
}

/** `{eyebrow?, heading, intro?}` from whichever of the old fields are present, leaving absent ones out. */
function sectionHeader(eyebrow: JsonValue | undefined, heading: JsonValue | undefined, intro: JsonValue | undefined): JsonObject {
  const header: JsonObject = {};
  if (eyebrow !== undefined) header['eyebrow'] = eyebrow;
  if (heading !== undefined) header['heading'] = heading;
  if (intro !== undefined) header['intro'] = intro;
  return header;
}

const phoneLink = (display: JsonValue | undefined, number: JsonValue | undefined): JsonObject => ({ label: display ?? '', target: `tel:${textOf(number)}` });
const emailLink = (address: string): JsonObject => ({ label: address, target: `mailto:${address}` });

// ---- Sections -------------------------------------------------------------------------------------------------

/** A legal document's inline link `{text, target}` becomes a `link`; strings and migrated links pass through. */
function legalInlineText(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(legalInlineText);
  if (isObject(value)) {
    if (isString(value['text']) && isString(value['target']) && Object.keys(value).length === 2) return { label: value['text'], target: value['target'] };
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, legalInlineText(item)]));
  }
  return value;
}

function legalDocument(section: JsonObject): JsonObject {
  const migrated = legalInlineText(section) as JsonObject;
  if (!('title' in migrated)) return migrated;
  const intro = migrated['intro'];
  if (intro !== undefined && !isString(intro)) {
    throw new Error(
      "legal-document: the introduction has links; a section header's introduction is plain text, so move the links into the first section and run the migration again",
    );
  }
  return replaceKeys(migrated, ['eyebrow', 'title', 'intro'], { header: sectionHeader(migrated['eyebrow'], migrated['title'], intro) });
}

function rotatingWordHero(section: JsonObject): JsonObject {
  if ('header' in section) return section;
  return replaceKeys(section, ['eyebrow', 'heading', 'intro'], { header: sectionHeader(section['eyebrow'], section['heading'], section['intro']) });
}

function statTiles(section: JsonObject): JsonObject {
  let result = section;
  if ('title' in result || 'description' in result) {
    result = replaceKeys(result, ['title', 'description'], { header: sectionHeader(undefined, result['title'], result['description']) });
  }
  const stat = result['stat'];
  if (isObject(stat) && 'text' in stat) {
    // A stat without a figure was a statement written as one: it becomes the tile's statement.
    const figure = stat['value'];
    result =
      isString(figure) && figure !== ''
        ? replaceKeys(result, ['stat'], { stat: { value: figure, label: stat['text'] ?? '' } })
        : replaceKeys(result, ['stat'], { statement: stat['text'] ?? '' });
  }
  return result;
}

function shareCard(section: JsonObject): JsonObject {
  const app = section['app'];
  if (!isObject(app) || 'header' in app) return section;
  return { ...section, app: replaceKeys(app, ['heading', 'intro'], { header: sectionHeader(undefined, app['heading'], app['intro']) }) };
}

function platformEmbed(section: JsonObject): JsonObject {
  const fallback = section['fallback'];
  if (!isObject(fallback) || !('linkLabel' in fallback)) return section;
  return { ...section, fallback: replaceKeys(fallback, ['linkLabel'], { link: { label: fallback['linkLabel'] ?? '', target: 'platformApp' } }) };
}

function capabilitiesTeaser(section: JsonObject): JsonObject {
  const cards = section['cards'];
  if (!Array.isArray(cards) || !cards.some((card) => isObject(card) && isString(card['link']))) return section;
  return {
    ...section,
    // The card's title was its link's name: the title becomes the link's label.
    cards: cards.map((card) =>
      isObject(card) && isString(card['link'])
        ? replaceKeys(Object.fromEntries(Object.entries(card).filter(([key]) => key !== 'link')), ['title'], {
            link: { label: card['title'] ?? '', target: card['link'] },
          })
        : card,
    ),
  };
}

/**
 * The template site.json's accessibility.linkedInProfileLabel held at version 1 (the only one ever shipped), which
 * the leadership section filled with each person's name. A page migration sees only its own file, so the words are
 * written here; migration 2 removes the template from site.json.
 */
const LINKEDIN_PROFILE_LABEL_V1 = '{name} on LinkedIn';

function leadership(section: JsonObject): JsonObject {
  const people = section['people'];
  if (!Array.isArray(people) || !people.some((person) => isObject(person) && isString(person['linkedIn']))) return section;
  return {
    ...section,
    people: people.map((person) =>
      isObject(person) && isString(person['linkedIn'])
        ? { ...person, linkedIn: { label: LINKEDIN_PROFILE_LABEL_V1.replace('{name}', textOf(person['name'])), target: person['linkedIn'] } }
        : person,
    ),
  };
}

function contactRegions(section: JsonObject): JsonObject {
  const regions = section['regions'];
  const mapLinkLabel = section['mapLinkLabel'];
  if (!isString(mapLinkLabel) || !Array.isArray(regions)) return section;
  const migratedRegions = regions.map((region) => {
    if (!isObject(region) || !('mapsUrl' in region)) return region;
    const { country, office, addressLines, mapsUrl, phone, email, ...rest } = region;
    const contact: JsonObject = {
      addressLines: addressLines ?? [],
      // The component named each maps link "<label>: <office>, <country>" for screen readers.
      maps: { label: mapLinkLabel, target: mapsUrl ?? '', accessibleLabel: `${mapLinkLabel}: ${textOf(office)}, ${textOf(country)}` },
    };
    if (isObject(phone)) contact['phone'] = phoneLink(phone['display'], phone['number']);
    if (isString(email)) contact['email'] = emailLink(email);
    return { ...(country === undefined ? {} : { country }), ...(office === undefined ? {} : { office }), contact, ...rest };
  });
  const withoutLabel = Object.fromEntries(Object.entries(section).filter(([key]) => key !== 'mapLinkLabel'));
  return { ...withoutLabel, regions: migratedRegions };
}

function hero(section: JsonObject): JsonObject {
  const video = section['video'];
  // A background loop is decoration: it has no description, so it is the video's path alone.
  if (!isObject(video)) return section;
  return { ...section, video: video['src'] ?? '' };
}

const sectionMigrations: Readonly<Record<string, (section: JsonObject) => JsonObject>> = {
  'legal-document': legalDocument,
  'rotating-word-hero': rotatingWordHero,
  'stat-tiles': statTiles,
  'share-card': shareCard,
  'platform-embed': platformEmbed,
  'capabilities-teaser': capabilitiesTeaser,
  leadership,
  'contact-regions': contactRegions,
  hero,
};

/** One section of any type in its new shape; the section schemas' examples go through this too. */
function migrateSection(section: JsonObject): JsonObject {
  const type = section['type'];
  const migrate = isString(type) ? sectionMigrations[type] : undefined;
  return migrate ? migrate(section) : section;
}

function migratePage(page: JsonObject): JsonObject {
  const sections = page['sections'];
  if (!Array.isArray(sections)) return page;
  return { ...page, sections: sections.map((section) => (isObject(section) ? migrateSection(section) : section)) };
}

// ---- site.json ------------------------------------------------------------------------------------------------

function updateIn(object: JsonObject, key: string, update: (value: JsonObject) => JsonObject): JsonObject {
  const value = object[key];
  return isObject(value) ? { ...object, [key]: update(value) } : object;
}

function brandLogo(logo: JsonObject, brandName: JsonValue | undefined): JsonObject {
  if (!('homeLabel' in logo)) return logo;
  // The logo link shows the mark and the brand name; screen readers hear its fuller name.
  return replaceKeys(logo, ['homeLabel'], { homeLink: { label: brandName ?? '', target: '/', accessibleLabel: logo['homeLabel'] ?? '' } });
}

function footerContact(contact: JsonObject): JsonObject {
  if (!('mapsUrl' in contact)) return contact;
  const email = contact['email'];
  const details: JsonObject = {
    addressLines: contact['addressLines'] ?? [],
    maps: { label: contact['mapsLabel'] ?? '', target: contact['mapsUrl'] ?? '' },
    phone: phoneLink(contact['phoneDisplay'], contact['phoneNumber']),
    ...(isString(email) ? { email: emailLink(email) } : {}),
  };
  return replaceKeys(contact, ['addressLines', 'mapsUrl', 'mapsLabel', 'phoneDisplay', 'phoneNumber', 'email'], { details });
}

function footer(value: JsonObject): JsonObject {
  let result = value;
  const groups = result['linkGroups'];
  if (Array.isArray(groups)) {
    const migratedGroups = groups.map((group) => {
      if (!isObject(group) || !Array.isArray(group['links'])) return group;
      const links = group['links'].map((link) => (isObject(link) && 'path' in link ? replaceKeys(link, ['path'], { target: link['path'] ?? '' }) : link));
      return { ...group, links };
    });
    result = { ...result, linkGroups: migratedGroups };
  }
  result = updateIn(result, 'contact', footerContact);
  result = updateIn(result, 'social', (social) => {
    const profiles = social['profiles'];
    if (!Array.isArray(profiles)) return social;
    return {
      ...social,
      // The icon link's name for screen readers is its label; the network it names is its target.
      profiles: profiles.map((profile) =>
        isObject(profile) && 'network' in profile ? { label: profile['label'] ?? '', target: profile['network'] ?? '' } : profile,
      ),
    };
  });
  return result;
}

function cookieBanner(banner: JsonObject): JsonObject {
  if (!('privacyLabel' in banner) && !('termsLabel' in banner)) return banner;
  return replaceKeys(banner, ['privacyLabel', 'termsLabel'], {
    privacyLink: { label: banner['privacyLabel'] ?? '', target: '/privacy' },
    termsLink: { label: banner['termsLabel'] ?? '', target: '/terms' },
  });
}

function notFound(page: JsonObject): JsonObject {
  if (!('heading' in page)) return page;
  return replaceKeys(page, ['eyebrow', 'heading', 'body', 'homeLabel'], {
    header: sectionHeader(page['eyebrow'], page['heading'], page['body']),
    homeLink: { label: page['homeLabel'] ?? '', target: '/' },
  });
}

function routeError(page: JsonObject): JsonObject {
  if (!('heading' in page)) return page;
  return replaceKeys(page, ['heading', 'body'], { header: sectionHeader(undefined, page['heading'], page['body']) });
}

function migrateSite(site: JsonObject): JsonObject {
  let result = site;
  const brand = result['brand'];
  if (isObject(brand)) result = { ...result, brand: updateIn(brand, 'logo', (logo) => brandLogo(logo, brand['name'])) };
  result = updateIn(result, 'footer', footer);
  result = updateIn(result, 'cookieBanner', cookieBanner);
  result = updateIn(result, 'notFound', notFound);
  result = updateIn(result, 'routeError', routeError);
  // Each leader's LinkedIn link now carries its own name (see LINKEDIN_PROFILE_LABEL_V1).
  result = updateIn(result, 'accessibility', (accessibility) => {
    if (!('linkedInProfileLabel' in accessibility)) return accessibility;
    return Object.fromEntries(Object.entries(accessibility).filter(([key]) => key !== 'linkedInProfileLabel'));
  });
  return result;
}

/** Returns `after`, or `before` itself when nothing changed, as the contract asks. */
function sameWhenUnchanged(before: JsonObject, after: JsonObject): JsonObject {
  return JSON.stringify(before) === JSON.stringify(after) ? before : after;
}

export const oneModelPerConcept: ContentMigration = {
  to: 2,
  summary:
    'one model per concept: links are {label, target}, headings are a section header {eyebrow, heading, intro}, a stat is {value, label}, ' +
    'an office is a contact {addressLines, maps, phone, email}, and a video is {src, label}',
  migrate(document: JsonObject, kind: ContentFileKind): JsonObject {
    return sameWhenUnchanged(document, kind === 'site' ? migrateSite(document) : migratePage(document));
  },
};
