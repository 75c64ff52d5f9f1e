/* Generated from schemas/ and src/sections/<type>/<type>.schema.json by `npm run sections:sync`. Do not edit by hand. */
/* eslint-disable */

/**
 * A path on this website, starting with a slash, for example "/about" or "/solutions/salesxrtreme". It must match a page in content-json/pages.
 */
export type InternalPath = string;
/**
 * Where a link goes: a path on this site such as "/about" (it must lead to a page), the name of an address in site.json's externalLinks such as "scheduling", a full https:// address, or a mailto: or tel: address.
 */
export type LinkTarget = (InternalPath | ExternalLinkName | string) & string;
/**
 * The name of an address on another site that site.json's externalLinks sets, such as "scheduling" (the demo-booking page), "platformApp", "appStore" or a social profile such as "linkedin". Change the address once in site.json and every link that names it follows.
 */
export type ExternalLinkName =
  "scheduling" | "platformApp" | "appStore" | "facebook" | "youtube" | "instagram" | "linkedin";
/**
 * An image prepared by `npm run media`, named by its path under public/media without size or extension, such as "/media/images/capabilities/augmented-reality". Put the source in media-src/images/ first.
 */
export type MediaImage = string;
/**
 * Plain text without HTML. Write it as it should read on the page.
 */
export type PlainText = string;
/**
 * The folder key of a frame sequence prepared by `npm run media`, such as "car_frames", "fueloil" or "robohand".
 */
export type FrameSequence = string;
/**
 * A 3D model prepared by `npm run media`, named by its path without extension, such as "/media/models/concept-car". Export it with `npm run media:generate -- models/` (or put a glTF binary in media-src/models/) first.
 */
export type MediaModel = string;
/**
 * A looping video prepared by `npm run media`, named by its path without extension, such as "/media/videos/ar-tablet". Put the master in media-src/videos/ first.
 */
export type MediaVideo = string;
/**
 * Exactly four job roles, each listed once.
 *
 * @minItems 4
 * @maxItems 4
 *
 * Items: A job role as visitors read it, such as "Dealer Principals".
 */
export type FourRoles = string[];
/**
 * A file under public/, such as "/brand/satori-xr-mark.svg".
 */
export type PublicFile = string;
/**
 * Running text without HTML. Either plain words in one string, or, to put links in it, a list whose entries are read one after another: strings of words, and links written as {"label": "privacy@satorixr.com", "target": "mailto:privacy@satorixr.com"}. Put the spaces around a link into the strings beside it.
 */
export type LegalInlineText = string | (string | Link)[];
/**
 * The name of a video on the media hosting service, such as "digital-twin". Its address is site.json's media.hostedVideoBaseUrl followed by the name; the default base serves our own copies.
 */
export type HostedVideo = string;
/**
 * A full web address on another site, starting with https://.
 */
export type ExternalUrl = string;

/**
 * The two kinds of content file: a page and the site-wide content.
 */
export interface ContentDocuments {
  page: PageDocument;
  site: SiteContent;
}
/**
 * One page of the Satori XR website: its address, its search and sharing details, and the sections it shows from top to bottom.
 */
export interface PageDocument {
  /**
   * The relative path from this file to schemas/page.schema.json. It gives your editor autocompletion and checks while you type.
   */
  $schema: string;
  /**
   * The address of the page, spelled as in the route table, for example "/Capabilities/capabilities". Visitors reach it in any letter case. A segment starting with ":" is a placeholder, as in "/blogs/:slug".
   */
  path: string;
  /**
   * Other spellings of the path that are linked from somewhere, such as "/platform" for "/Platform". Each is pre-rendered as its own file and points search engines to the main path.
   */
  aliases?: InternalPath[];
  meta: PageMeta;
  /**
   * When the page was first published and last updated, and who wrote it: search engines show these beside it (the page's structured data), visitors do not see them. Every case study (a page under /casestudy/) needs them; leave them out on other pages.
   */
  article?: {
    /**
     * The day the page was first published, as year-month-day, such as "2025-03-10".
     */
    datePublished: string;
    /**
     * The day the page last changed in what it says, as year-month-day, such as "2025-06-02"; not before the day it was first published. Leave it out until the page changes: it then counts as updated on the day it was published.
     */
    dateModified?: string;
    /**
     * The name of the person who wrote the page, such as "Priya Raman". Leave it out when the page speaks for the company: the organisation (site.json's brand name) is then its author.
     */
    author?: string;
  };
  /**
   * How the page's scroll-triggered animations (such as the selector's reveal) behave when visitors come and go. Leave it out on pages whose animations need no special handling.
   */
  scrollAnimations?: {
    /**
     * true to end every scroll-triggered animation when a visitor leaves this page, so none keeps running on the next one.
     */
    endOnLeave?: boolean;
    /**
     * true to re-measure the page's scroll-triggered animations shortly (150 ms) after a visitor comes back to it, once it has laid out again.
     */
    refreshOnReturn?: boolean;
  };
  /**
   * Makes this page a section catalogue for marketers and QA: after the page's own sections it shows, for each section type listed, its name, its schema description and every example from its schema, rendered as visitors would see it. Catalogue pages are left out of sitemap.xml and tell search engines not to index them.
   */
  catalogue?: {
    /**
     * The section types to show, in this order, such as ["solution-cards", "feature-grid"]. Leave it out to show every section type the site has, in alphabetical order.
     *
     * @minItems 1
     *
     * Items: A section type's name, as in a section's "type".
     */
    sectionTypes?: string[];
    /**
     * Shows each example's JSON under it, folded away, with a button that copies it, so a marketer can paste the example into a page's "sections". These are the words of that part; leave it out to show no JSON. They live in the catalogue page rather than site.json, so no other page carries them.
     */
    copyJson?: {
      /**
       * The line a marketer opens under each example to see its JSON, such as "Show the JSON of this example".
       */
      summary: string;
      /**
       * The button that copies the example's JSON, such as "Copy JSON".
       */
      copyLabel: string;
      /**
       * Said once the JSON is on the clipboard, such as "Copied".
       */
      copiedMessage: string;
      /**
       * Shown when the browser refuses the clipboard: how to copy the JSON by hand instead.
       */
      refusedMessage: string;
    };
  };
  /**
   * The sections of the page, top to bottom. Each has a "type" and the fields that type needs; start typing "type" to see the choices.
   *
   * @minItems 1
   *
   * Items: One section of the page. Its "type" decides which other fields it takes.
   */
  sections: (
    | CapabilitiesTeaserSection
    | CaseStudyTabsSection
    | ContactFormSection
    | ContactRegionsSection
    | CtaBandSection
    | DisciplineCardsSection
    | FeatureGridSection
    | FrameHeroSection
    | FullscreenVideoSection
    | HeroSection
    | IndustryRoleSelectorSection
    | IndustryTabsSection
    | LatestPostsSection
    | LeadershipSection
    | LegalDocumentSection
    | LinkCardsSection
    | MediaTextSection
    | ModelViewerSection
    | PageIntroSection
    | PartnerLogosSection
    | PlatformEmbedSection
    | PostDetailSection
    | RevealVideoCardsSection
    | RotatingWordHeroSection
    | ShareCardSection
    | SolutionCardsSection
    | StatTilesSection
    | TabletShowcaseSection
    | TabletVideoSection
    | VrScrollZoomSection
    | WhyCarouselSection
    | WhySliderSection
  )[];
}
/**
 * What search engines and link previews show for this page.
 */
export interface PageMeta {
  /**
   * The browser-tab and search-result title, 10 to 70 characters. The brand name is not added automatically, so include it where it helps.
   */
  title: string;
  /**
   * The search-result summary, 50 to 170 characters, in full sentences.
   */
  description: string;
  /**
   * The picture on this page's share card (its link-preview image, drawn at build time with the page's title): a path under public/, such as "/media/images/home/hero-1920.webp". Leave it out to use the page's opening visual: the picture of its first hero, intro, frame hero or media block. See docs/media.md, "Share images".
   */
  image?: string;
}
/**
 * The 'Platform Capabilities' teaser: a heading with an EXPLORE link and four cards (such as Augmented Reality, Virtual Reality, Web and Digital Twin), each with an image, a title and a one-line description, linking to the capabilities page. The cards stack on small screens and sit in 2 or 4 columns on wider ones (always 2 on Apple devices); they fade and rise in as they scroll into view.
 */
export interface CapabilitiesTeaserSection {
  /**
   * Always "capabilities-teaser".
   */
  type: "capabilities-teaser";
  header: SectionHeader;
  explore: Link;
  /**
   * Exactly four capability cards, in reading order.
   *
   * @minItems 4
   * @maxItems 4
   */
  cards: {
    link: Link;
    /**
     * One line about the capability, under 120 characters.
     */
    description: string;
    image: ImageWithAlt;
  }[];
}
/**
 * The top of a section: an optional short eyebrow label, the heading and an optional introduction.
 */
export interface SectionHeader {
  /**
   * A short label above the heading, such as the product name or the brand slogan. Keep it under 48 characters so it stays on one line.
   */
  eyebrow?: string;
  /**
   * The heading. Say what the visitor gets, in under 70 characters.
   */
  heading: string;
  /**
   * One or two sentences under the heading.
   */
  intro?: string;
}
/**
 * A link or button: the words visitors read and where it goes. Paths on this site open in the same tab; every other address opens in a new tab.
 */
export interface Link {
  /**
   * The words on the link or button, such as "Request a Demo". Keep them short: under 32 characters.
   */
  label: string;
  target: LinkTarget;
  /**
   * An optional fuller name for screen readers when the words alone are vague out of context. Start it with the visible words, such as "Learn More about the aerospace jet engine".
   */
  accessibleLabel?: string;
}
/**
 * An image with its alternative text. Describe what the image shows in "alt"; only for pure decoration, leave "alt" out and set "decorative": true.
 */
export interface ImageWithAlt {
  src: MediaImage;
  /**
   * What the image shows, for people who cannot see it, such as "A technician inspecting a jet engine through AR glasses".
   */
  alt?: string;
  /**
   * true when the image is pure decoration and says nothing the text does not; screen readers then skip it.
   */
  decorative?: true;
}
/**
 * A block of case studies. From 640 px up it is a tab list beside the selected case study, drawn as one panel: the titles on the left with a pause button above them, and the selected one's image, description, optional figure and link on the right (the image beside the text from 1280 px, above it below that). The selection moves on by itself every 20 seconds, with a progress bar, and stops while the visitor points at or works inside the list or the case study, or presses pause. On phones (under 640 px) every case study is a card in a row the visitor swipes sideways, and nothing moves by itself.
 */
export interface CaseStudyTabsSection {
  /**
   * Always "case-study-tabs".
   */
  type: "case-study-tabs";
  header: SectionHeader;
  /**
   * The case studies, in the order they are listed and shown. Two to eight.
   *
   * @minItems 2
   * @maxItems 8
   *
   * Items: One case study.
   */
  tabs: {
    /**
     * The case study's title, shown in the list and on its card. Keep it under 60 characters.
     */
    title: string;
    /**
     * Two or three sentences about the customer's result, shown next to the image. If it states a figure, repeat that figure in `stat`.
     */
    description: string;
    image: ImageWithAlt;
    stat?: Stat;
    link: Link;
  }[];
}
/**
 * A headline figure shown large with a short label under it, such as "6X" and "sales conversion". Use only figures the business can stand behind.
 */
export interface Stat {
  /**
   * The figure as it should read, such as "6X", "50%" or "30%". Keep it to a few characters.
   */
  value: string;
  /**
   * What the figure measures, in a few words, such as "faster learning cycles".
   */
  label: string;
}
/**
 * The contact form (SPEC 2.8): name, e-mail, phone and message, all required, sent to the form-handling provider set by VITE_CONTACT_FORM_ENDPOINT (see docs/contact-form.md). On success the fields clear and the thank-you message shows for 5 seconds; on failure the alert shows and everything the visitor typed stays.
 */
export interface ContactFormSection {
  /**
   * Always "contact-form".
   */
  type: "contact-form";
  header: SectionHeader;
  /**
   * The visible label of each field, and an optional hint under it. The fields themselves (and their order, types and autofill) are fixed: name, e-mail, phone, message.
   */
  fields: {
    name: FormField;
    email: FormField;
    phone: FormField;
    message: FormField;
  };
  /**
   * One line above the fields saying that every field is required, such as "All fields are required."
   */
  requiredNote: string;
  /**
   * The button text, such as "Send Message".
   */
  submitLabel: string;
  /**
   * The button text while the message is on its way, such as "Sending…".
   */
  sendingLabel: string;
  /**
   * Shown for 5 seconds after the provider accepts the message. The spec's wording is "Thank you! Your message has been sent."
   */
  successMessage: string;
  /**
   * Shown in the alert when the provider does not accept the message or cannot be reached. The spec's wording is "Something went wrong. Please try again."
   */
  failureMessage: string;
  /**
   * Shown in the alert instead when the provider says too many messages came in a short time (HTTP 429) without saying how long to wait: ask the visitor to try again shortly.
   */
  rateLimitedMessage: string;
  /**
   * Shown in the alert instead of rateLimitedMessage when the provider also says how long to wait (its Retry-After); {seconds} becomes that wait in whole seconds, such as "Please wait {seconds} seconds before sending again." The send button stays disabled until the wait is over.
   */
  rateLimitedWaitMessage: string;
}
/**
 * A field's visible label and an optional hint shown under the label.
 */
export interface FormField {
  /**
   * The label, one or two words.
   */
  label: string;
  /**
   * A short hint under the label, such as "Include your country code".
   */
  hint?: string;
}
/**
 * The contact-info block (SPEC 2.8, 4): one tab per country (India, USA, Germany), the first selected. Each tab shows that office's address with a link to it in a maps service, and a phone number where the office has one.
 */
export interface ContactRegionsSection {
  /**
   * Always "contact-regions".
   */
  type: "contact-regions";
  header: SectionHeader;
  /**
   * What screen readers call the row of country tabs, such as "Countries".
   */
  tabListLabel: string;
  /**
   * The label before a phone number, such as "Phone".
   */
  phoneLabel: string;
  /**
   * The label before an e-mail address, such as "Email".
   */
  emailLabel: string;
  /**
   * The countries, in tab order; the first is selected when the page opens.
   *
   * @minItems 1
   * @maxItems 6
   *
   * Items: One country's office.
   */
  regions: {
    /**
     * The tab's label, such as "India".
     */
    country: string;
    /**
     * The office's name, shown as the panel's heading, such as "Chennai headquarters".
     */
    office: string;
    contact: Contact;
  }[];
}
/**
 * How to reach an office: its postal address with a link to it in a maps service, and optionally a phone number and an e-mail address, each a link.
 */
export interface Contact {
  /**
   * The postal address, one line per entry, as it would go on an envelope.
   *
   * @minItems 1
   * @maxItems 6
   */
  addressLines: PlainText[];
  maps: Link;
  phone?: Link;
  email?: Link;
}
/**
 * A full-width call-to-action band with a heading, an optional supporting line and a button, by default 'Request a Demo' to the scheduling page. Leave out the header or the action to use the site-wide defaults in site.json's ctaBand ('Let's Build the Future Together', 'Request a Demo').
 */
export interface CtaBandSection {
  /**
   * Always "cta-band".
   */
  type: "cta-band";
  header?: SectionHeader;
  action?: Link;
}
/**
 * Cards for academic disciplines, such as the four engineering branches a Centre of Excellence serves. Each card has a title, what the discipline does with immersive technology today (its applications) and where it is heading (its trends), each under a small label. One card per row on phones, two from tablets, four on wide screens when there are four.
 */
export interface DisciplineCardsSection {
  /**
   * Always "discipline-cards".
   */
  type: "discipline-cards";
  header: SectionHeader;
  /**
   * The small label above each card's first description (description1), such as "Applications".
   */
  applicationsLabel: string;
  /**
   * The small label above each card's second description (description2), such as "Trends".
   */
  trendsLabel: string;
  /**
   * Two to eight discipline cards, in reading order, such as computer science, electrical, mechanical and civil engineering.
   *
   * @minItems 2
   * @maxItems 8
   */
  cards: {
    /**
     * The discipline, such as "Mechanical Engineering".
     */
    title: string;
    /**
     * Applications: what students and researchers in this discipline do with AR, VR, web 3D and digital twins today, in one or two sentences.
     */
    description1: string;
    /**
     * Trends: where the discipline is heading and which skills graduates will need, in one or two sentences.
     */
    description2: string;
  }[];
}
/**
 * A grid of short features under a heading: each item has an optional kicker label, a title and one or two sentences. Use it for key features, what a team delivers, the steps of an engagement (with "numbered"), three framed columns such as the Golden Circle's Why, How and What (with "layout": "panel"), or feature rows under one main title, as on the persona pages (with "layout": "rows"). One column on phones (five or more cards become a row that visitors swipe through instead), two on tablets, and the chosen number of columns on wide screens.
 */
export interface FeatureGridSection {
  /**
   * Always "feature-grid".
   */
  type: "feature-grid";
  header: SectionHeader;
  /**
   * The features, in reading order: two to eight.
   *
   * @minItems 2
   * @maxItems 8
   *
   * Items: One feature.
   */
  items: {
    /**
     * An optional short kicker above the title, such as "Why", "CRM" or "Week 1". Keep it to one or two words.
     */
    label?: string;
    /**
     * The feature's title, in under 60 characters.
     */
    title: string;
    /**
     * One or two sentences that say what the feature does for the visitor.
     */
    description: string;
  }[];
  /**
   * How many columns the grid has on wide screens (from 1280 px): 2, 3 or 4. Phones show one column (or a swipeable row of five or more cards) and tablets two. Pick the number that divides your items evenly, such as 4 for four value cards.
   */
  columns: 2 | 3 | 4;
  /**
   * "cards": each item in its own raised card. "panel": all items in one framed panel, divided into columns by thin rules, as for the Golden Circle's Why, How and What. "rows": feature rows under the heading as the main title, one row per item divided by thin lines, the title on the left and the description on the right on wide screens and stacked on phones; "columns" does not apply.
   */
  layout: "cards" | "panel" | "rows";
  /**
   * true to show 01, 02, 03 … before each title, for steps that happen in order, such as how an engagement runs.
   */
  numbered: boolean;
  /**
   * true to show the site-wide disclaimer (site.json's "disclaimer") under the grid, for features that show work adapted from earlier projects.
   */
  disclaimer: boolean;
}
/**
 * A hero with an animated frame sequence next to a heading, a paragraph and a button to another page. The first frame is shown at once; the animation loads when the section comes near the screen, plays one frame every 40 ms by default, pauses off screen, shows a still frame to visitors who prefer reduced motion and has a pause button.
 */
export interface FrameHeroSection {
  /**
   * Always "frame-hero".
   */
  type: "frame-hero";
  sequence: FrameSequence;
  /**
   * What the animation shows, for people who cannot see it, such as "A sports car turning on a showroom turntable".
   */
  alt: string;
  header: SectionHeader;
  action: Link;
  /**
   * true when this section opens the page in place of a page intro, as on the sales page: its heading becomes the page's main heading (h1) and its first frame loads at once. Only one section per page may hold the main heading.
   */
  pageHeading: boolean;
  /**
   * Whether the site's 'Request a Demo' button (site.json's heroAction) shows beside the section's own button. On by default, as on every hero.
   */
  demoButton: boolean;
  stat?: Stat;
  /**
   * How the animation starts: "play-once" waits until at least 60% of the animation is on screen and plays once to the last frame; "autoplay" starts as soon as the page has loaded and stops `cutoff` frames before the end.
   */
  variant: "play-once" | "autoplay";
  /**
   * For "autoplay" only: how many frames before the end the animation stops. 1 by default; the sales pages use 13.
   */
  cutoff: number;
  /**
   * Milliseconds per frame. 40 by default (25 frames a second); higher is slower.
   */
  frameDelayMs: number;
  /**
   * On wide screens, whether the animation sits "end" (right of the text) or "start" (left of it). On phones it always sits under the text.
   */
  mediaPosition: "start" | "end";
  /**
   * Optional: a screen width in pixels below which this section keeps its phone layout (text, then the picture under it), for a section whose copy needs more room side by side than usual. Without it the text and the picture sit side by side from 768 px, a tablet held upright. Use 1024 for small laptops and landscape tablets, 1280 for most laptops.
   */
  phoneLayoutBelow?: number;
  model?: ModelView;
}
/**
 * A 3D model visitors can turn and zoom, and on phones and tablets that support it place in their room. It shows over a still picture once the visitor presses its button; nothing of the viewer or the model is downloaded before. Where the 3D view cannot run (no WebGL, or the model fails to load) the picture stays and a short message says so.
 */
export interface ModelView {
  model: MediaModel;
  /**
   * What a screen reader announces for the 3D view (and for the picture under it in the model-viewer section), such as "A silver grand-tourer coupé, shown in 3D".
   */
  alt: string;
  /**
   * Optional: buttons that switch the model between the finishes it was made with, such as a car's paints, shown with the 3D view. Each choice names one of the model's variants; `npm run content:check` says which the model has.
   */
  variants?: {
    /**
     * The name of the group of buttons, read first by screen readers, such as "Paint".
     */
    legend: string;
    /**
     * Two to eight choices, the model's own finish first.
     *
     * @minItems 2
     * @maxItems 8
     */
    options: {
      /**
       * The variant's name in the model, such as "arctic-silver".
       */
      variant: string;
      /**
       * Such as "Arctic silver".
       */
      label: string;
      /**
       * The colour of its button, as #rrggbb, such as "#c8cbd0".
       */
      swatch: string;
    }[];
  };
  /**
   * The words of the button that opens the 3D view, of the augmented reality button and of the message shown when the 3D view cannot run.
   */
  labels: {
    /**
     * Such as "Rotate in 3D".
     */
    rotate: string;
    /**
     * Shown on the button while the viewer and the model download, such as "Loading the 3D model…".
     */
    loading: string;
    /**
     * Shown only on devices that can place the model in the room, such as "View in your space".
     */
    viewInRoom: string;
    /**
     * A short sentence under the picture when this browser cannot show 3D or the model did not load, such as "The 3D view could not load here, so this is a picture of the model.".
     */
    unavailable: string;
  };
}
/**
 * A capability told by a looping video that fills the screen, with its heading, text, optional figure and button on a dark panel over it (on phones and tablets the video is shown whole and the text follows under it). The video plays muted only while on screen, has a pause button, and shows its poster to visitors who prefer reduced motion. Made for Web and Digital Twin on the Platform Capabilities page.
 */
export interface FullscreenVideoSection {
  /**
   * Always "fullscreen-video".
   */
  type: "fullscreen-video";
  header: SectionHeader;
  /**
   * Two to four short points under the introduction, each one line about what the capability does for the visitor's business.
   *
   * @minItems 2
   * @maxItems 4
   *
   * Items: One point, under 90 characters, such as "Walk customers around a true-to-scale product on any tablet".
   */
  highlights?: string[];
  stat?: Stat;
  video: Video;
  /**
   * Which side of the video the text panel covers on wide screens: "start" (left) or "end" (right). Pick the side where the video is calm.
   */
  textPosition: "start" | "end";
  action?: Link;
  /**
   * true to show the site's disclaimer (site.json's "disclaimer": content adapted from prior projects is for illustration only; trademarks remain their owners') under the text. Every capability on the Platform Capabilities page carries it.
   */
  disclaimer: boolean;
}
/**
 * A muted looping video prepared by `npm run media`, with what it shows for screen-reader users. It plays only while on screen, has a pause button, and shows its poster to visitors who prefer reduced motion.
 */
export interface Video {
  src: MediaVideo;
  /**
   * What the video shows, for screen-reader users, such as "A tablet anchoring a 3D gearbox to a tabletop".
   */
  label: string;
}
/**
 * A page's opening hero: an optional eyebrow line, the page's main heading, a paragraph and up to three buttons, over an optional looping background video or image. Use it once, at the top of the page, instead of a page intro.
 */
export interface HeroSection {
  /**
   * Always "hero".
   */
  type: "hero";
  header: SectionHeader;
  /**
   * The buttons under the text, in order; the first is the highlighted one. Paths on this site open in the same tab, other addresses in a new tab.
   *
   * @minItems 1
   * @maxItems 3
   */
  actions: Link[];
  video?: MediaVideo;
  image?: ImageWithAlt;
  visual?: SideVisual;
  /**
   * Optional: a screen width in pixels below which this section keeps its phone layout (text, then the picture under it), for a section whose copy needs more room side by side than usual. Without it the text and the picture sit side by side from 768 px, a tablet held upright. Use 1024 for small laptops and landscape tablets, 1280 for most laptops.
   */
  phoneLayoutBelow?: number;
}
/**
 * A picture beside a page's opening text: right of it on wide screens, under it on phones. The still is in the page from the first paint; an optional muted loop takes its place once the page has loaded, for visitors who welcome motion.
 */
export interface SideVisual {
  image: ImageWithAlt;
  loop?: MediaVideo;
  model?: ModelView;
}
/**
 * The 'Are you from -' selector: visitors pick their industry and job role from two dropdowns, and 'Get Started' takes them to the persona page for that industry and the role's group (sales, training or twin), such as /persona/automotivesales. Beside it sits an info card with an image and the platform's AR, VR, web and digital-twin icons. Choosing another industry clears the role.
 */
export interface IndustryRoleSelectorSection {
  /**
   * Always "industry-role-selector".
   */
  type: "industry-role-selector";
  header: SectionHeader;
  /**
   * The label of the industry dropdown, such as "Industry". Screen readers announce it with the dropdown.
   */
  industryLabel: string;
  /**
   * What the industry dropdown shows before a choice, and its top entry that clears the choice, such as "Select Industry".
   */
  industryPlaceholder: string;
  /**
   * The label of the role dropdown, such as "Role".
   */
  roleLabel: string;
  /**
   * What the role dropdown shows before a choice, and its top entry that clears the choice, such as "Select Role".
   */
  rolePlaceholder: string;
  /**
   * The small headings that group the twelve roles inside the role dropdown.
   */
  roleGroupLabels: {
    /**
     * The heading over the four sales roles, such as "Sales & marketing".
     */
    sales: string;
    /**
     * The heading over the four training roles, such as "Training & engagement".
     */
    training: string;
    /**
     * The heading over the four digital-twin roles, such as "Operations & digital twin".
     */
    twin: string;
  };
  /**
   * The button that opens the chosen persona page, such as "Get Started".
   */
  buttonLabel: string;
  /**
   * Shown under the button when it is pressed before both an industry and a role are chosen. The spec's wording is "Please select an industry and role".
   */
  incompleteMessage: string;
  /**
   * The three industries, in dropdown order, each with its twelve roles: four in each of the groups sales, training and twin. A role leads to the persona page of its industry and group, for example a Logistics training role to /persona/logisticstraining, so the industry name must match a persona page.
   *
   * @minItems 3
   * @maxItems 3
   */
  industries: {
    /**
     * The industry as visitors read it, such as "Automotive". In lower case it forms the start of the persona address.
     */
    industry: "Automotive" | "Logistics" | "Manufacturing";
    /**
     * The industry's job roles by persona group, exactly four per group.
     */
    roles: {
      sales: FourRoles;
      training: FourRoles;
      twin: FourRoles;
    };
  }[];
  explore: Link;
  /**
   * The info card beside the dropdowns.
   */
  info: {
    image: ImageWithAlt;
    /**
     * The card title.
     */
    title: string;
    /**
     * One or two sentences under the title.
     */
    description: string;
    /**
     * Optional small icons with captions for the ways Satori XR delivers: AR, VR, web and digital twin.
     *
     * @maxItems 4
     */
    icons?: {
      src: PublicFile;
      /**
       * The caption under the icon, such as "AR".
       */
      label: string;
    }[];
  };
}
/**
 * The industries selector: a row of tabs, one per industry (such as Automotive, Manufacturing and Logistics & Supply Chain), over three cards about the selected industry. Left, what we do for that industry (a title and a description); in the middle, one key application with its picture; on the right, a case study or page to read next, with a button. The first tab is selected when the page opens; clicking a tab, or the arrow keys, Home and End on the keyboard, switch the cards. The cards sit side by side from 1024 px and stack on smaller screens.
 */
export interface IndustryTabsSection {
  /**
   * Always "industry-tabs".
   */
  type: "industry-tabs";
  header: SectionHeader;
  /**
   * The industries, in the order of the tabs: two to five. The first one is selected when the page opens.
   *
   * @minItems 2
   * @maxItems 5
   *
   * Items: One industry: its tab's name and the three cards shown while it is selected.
   */
  tabs: {
    /**
     * The industry's name on its tab, such as "Automotive" or "Logistics & Supply Chain". Keep it under 28 characters so the tabs fit a phone.
     */
    label: string;
    /**
     * The left card: what immersive 3D does for this industry (the spec's left: title, description).
     */
    overview: {
      /**
       * A short headline for the industry, such as "Sell, service and build cars in 3D", in under 60 characters.
       */
      title: string;
      /**
       * Two or three sentences on who in the industry uses it and what changes for them.
       */
      description: string;
    };
    /**
     * The middle card: one key application with its picture (the spec's middle: label, image, title).
     */
    application: {
      /**
       * A short label above the picture, such as "Key application".
       */
      label: string;
      image: ImageWithAlt;
      /**
       * The application's name, such as "3D configurators for showrooms and the web", in under 60 characters.
       */
      title: string;
    };
    /**
     * The right card: a case study or page to read next (the spec's right: label, title, cta, ctaLink).
     */
    caseStudy: {
      /**
       * A short label above the title, such as "Case study".
       */
      label: string;
      /**
       * What the visitor will read, such as "Aerospace jet engine: 40% lower training costs", in under 70 characters.
       */
      title: string;
      stat?: Stat;
      cta: Link;
    };
  }[];
}
/**
 * Blog posts or case studies from the content service, newest first, as cards with the featured image, date, title, excerpt and a Read More link to the full post. The posts are fetched when the site is built, so they are part of the page's HTML. While they load, the section says so; when the content service cannot be reached, the list stays empty with a quiet note and a button to try again.
 */
export interface LatestPostsSection {
  /**
   * Always "latest-posts".
   */
  type: "latest-posts";
  header: SectionHeader;
  /**
   * The listing's name in status messages, such as "Blog" or "Case Studies": "Loading Blog...".
   */
  listingName: string;
  /**
   * Which posts to show: "blog" for blog articles or "case-studies" for case studies. The cards link to /blogs/… or /CaseStudy/… accordingly.
   */
  category: "blog" | "case-studies";
  /**
   * How many of the newest posts to show, from 1 to 10 (WordPress sends the newest 10). 3 by default: one row on wide screens. Not used with "pagination", which shows every post, ten to a page.
   */
  count: number;
  /**
   * Shown instead of the cards when there are no posts yet or the content service cannot be reached, such as "New articles are on their way. Check back soon."
   */
  emptyMessage: string;
  viewAll?: Link;
  /**
   * Set on the listing pages (/blogs and /CaseStudy, and the documents of their further pages /blogs/page/:page and /CaseStudy/page/:page) so that every post can be reached: each page shows ten posts, and links to the other pages follow the cards. Its words are in site.json's "posts". Leave it out where the section teases the newest posts.
   */
  pagination?: {
    /**
     * The browser-tab title of page 2 onwards; {page} becomes the page's number and {pages} how many there are, such as "Blog, page {page} of {pages} | Satori XR". Page 1 keeps its page's own title, and so does a page when WordPress does not say how many there are.
     */
    metaTitle: string;
  };
}
/**
 * The people who lead and advise the company: a heading and one card per person with their portrait, name, role, a short bio or affiliation and a link to their LinkedIn profile. The page shows exactly the people listed, in the order written.
 */
export interface LeadershipSection {
  /**
   * Always "leadership".
   */
  type: "leadership";
  header: SectionHeader;
  /**
   * One entry per person, in the order they appear: usually the executives first, then the advisors.
   *
   * @minItems 1
   * @maxItems 12
   */
  people: {
    /**
     * The person's full name, as they write it. It is the card's heading.
     */
    name: string;
    /**
     * Their role, with the country for advisors where it helps, such as "Chief Technology Officer" or "Strategic Executive Advisor, Germany".
     */
    title: string;
    /**
     * A short bio or affiliation in one or two sentences, such as their years of experience and what they lead here.
     */
    bio: string;
    photo: ImageWithAlt;
    linkedIn: Link;
  }[];
}
/**
 * A legal or company document, such as the Terms & Conditions, the Privacy Policy or the Impressum: its title (the page's main heading), an optional last-updated date and introduction, a table of contents, and sections of structured text (paragraphs, bullet lists, facts such as "Company: Satori XR Private Limited" and postal addresses) with links inside the text. Sections are numbered "1.", "2." and so on unless "numbered" is false. Use it once, at the top of the page; it prints cleanly without the navigation and footer.
 */
export interface LegalDocumentSection {
  /**
   * Always "legal-document".
   */
  type: "legal-document";
  /**
   * The document's language when it is not English, such as "de" for a German Impressum. Screen readers then read it with the right voice and browsers hyphenate it correctly; the dates follow that language ("22. August 2025"). Leave it out for English: the site's Indian English ("22 August 2025").
   */
  lang?: string;
  header: SectionHeader;
  /**
   * When the document last changed, shown under the title as the label followed by the date in words, such as "Last updated 22 August 2025". Leave it out for documents that carry no date.
   */
  lastUpdated?: {
    /**
     * The words before the date, such as "Last updated" or "Stand:".
     */
    label: string;
    /**
     * The date as year-month-day, such as "2025-08-22". The page writes it out in the document's language.
     */
    date: string;
  };
  /**
   * The name of the table of contents, shown above it and read by screen readers, such as "Contents" or "Inhalt".
   */
  contentsLabel: string;
  /**
   * Whether the sections are numbered ("1. Introduction") in their headings and in the table of contents. Turn it off for documents whose headings are conventionally unnumbered, such as an Impressum.
   */
  numbered: boolean;
  /**
   * The document's sections, in order. Each appears in the table of contents and is a heading (h2) followed by its text.
   *
   * @minItems 1
   * @maxItems 30
   */
  sections: LegalSection[];
}
/**
 * One section of the document: an anchor id, a heading and the text under it.
 */
export interface LegalSection {
  /**
   * The section's anchor, used in its address (/terms#governing-law) and by the table of contents: lower-case words joined by dashes, unique on the page. Keep it when you reword the heading, so links to the section keep working.
   */
  id: string;
  /**
   * The section's heading (h2), without its number: the page adds "1.", "2." and so on.
   */
  heading: string;
  /**
   * The section's text, in order: paragraphs, bullet lists, facts, addresses and subheadings.
   *
   * @minItems 1
   *
   * Items: One piece of a section's text, chosen by "type": "paragraph", "list", "facts", "address" or "subheading".
   */
  blocks: (LegalParagraph | LegalList | LegalFacts | LegalAddress | LegalSubheading)[];
}
/**
 * A paragraph of running text, which may contain links.
 */
export interface LegalParagraph {
  /**
   * Always "paragraph".
   */
  type: "paragraph";
  text: LegalInlineText;
}
/**
 * A bullet list. Each item is running text, which may contain links.
 */
export interface LegalList {
  /**
   * Always "list".
   */
  type: "list";
  /**
   * The bullet points, in order.
   *
   * @minItems 1
   */
  items: LegalInlineText[];
}
/**
 * A list of facts, each a short name and its value, such as "Company" and "Satori XR Private Limited" or "E-mail" and a mailto: link. Shown as a two-column list on wide screens.
 */
export interface LegalFacts {
  /**
   * Always "facts".
   */
  type: "facts";
  /**
   * The facts, in order.
   *
   * @minItems 1
   */
  items: LegalFact[];
}
/**
 * One fact: its name and its value.
 */
export interface LegalFact {
  /**
   * What the fact is, such as "Registered office" or "Telefon".
   */
  term: string;
  value: LegalInlineText;
}
/**
 * A postal address, one line per entry, such as the company name, the street and the city.
 */
export interface LegalAddress {
  /**
   * Always "address".
   */
  type: "address";
  /**
   * The address's lines, in order.
   *
   * @minItems 1
   * @maxItems 8
   */
  lines: string[];
}
/**
 * A heading (h3) inside a section, for a long section that falls into parts.
 */
export interface LegalSubheading {
  /**
   * Always "subheading".
   */
  type: "subheading";
  /**
   * The subheading's words.
   */
  text: string;
}
/**
 * A grid of signpost cards under a heading: each card has an optional eyebrow, a title, one or two sentences and one link, and the whole card can be clicked. Use it to send visitors on to the next page, such as "Choose your role" on a persona hub, the solutions for an audience or the case studies to read next. One column on phones, two from tablets and three on wide screens. An optional image sits at the top of each card and loads as the visitor scrolls near it.
 */
export interface LinkCardsSection {
  /**
   * Always "link-cards".
   */
  type: "link-cards";
  header: SectionHeader;
  /**
   * The cards, in reading order: two to nine. Three or six fill the wide-screen rows evenly.
   *
   * @minItems 2
   * @maxItems 9
   *
   * Items: One card: where it leads, why the visitor should go there and the link itself.
   */
  cards: {
    /**
     * An optional short label above the title, such as "Sales", "Solution" or "Case study". Keep it to a few words.
     */
    eyebrow?: string;
    /**
     * The card's title, such as "Automotive sales" or "TwinXRtreme", in under 48 characters.
     */
    title: string;
    /**
     * One or two sentences on what the visitor finds behind the link and why it matters to them.
     */
    description: string;
    link: Link;
    image?: ImageWithAlt;
  }[];
}
/**
 * A block of text beside one image or one looping video: a heading, up to four short paragraphs and an optional button. The picture sits left or right of the text on wide screens, or as a full-width banner under it; on phones it always comes after the text. Use it for a facility, a process or a research story that needs one picture to make it concrete.
 */
export interface MediaTextSection {
  /**
   * Always "media-text".
   */
  type: "media-text";
  header: SectionHeader;
  /**
   * One to four short paragraphs under the heading, each a few sentences of plain text.
   *
   * @minItems 1
   * @maxItems 4
   *
   * Items: One paragraph, ideally under 400 characters.
   */
  paragraphs?: string[];
  image?: ImageWithAlt;
  video?: Video;
  /**
   * Where the picture sits on wide screens: "end" (right of the text), "start" (left of the text) or "below" (a full-width banner under the text). On phones it always comes after the text.
   */
  mediaPosition: "start" | "end" | "below";
  action?: Link;
  /**
   * true to show the site's disclaimer (site.json's "disclaimer": content adapted from prior projects is for illustration only) under the text.
   */
  disclaimer: boolean;
}
/**
 * A product in 3D that visitors can turn, zoom and, on phones and tablets that support it, place in their room. Until the visitor presses the button the section is a still picture of the model: nothing of the viewer or the model is downloaded before. Where the 3D view cannot run (no WebGL, or the model fails to load) the picture stays and a short message says so.
 */
export interface ModelViewerSection {
  /**
   * Always "model-viewer".
   */
  type: "model-viewer";
  header: SectionHeader;
  poster: MediaImage;
  view: ModelView;
}
/**
 * The opening of a page: an optional eyebrow, the page's main heading and a short introduction. Use it once per page, at the top.
 */
export interface PageIntroSection {
  /**
   * Always "page-intro".
   */
  type: "page-intro";
  header: SectionHeader;
  stat?: Stat;
  image?: ImageWithAlt;
  video?: Video;
  /**
   * Whether the intro shows the site's 'Request a Demo' button (site.json's heroAction) under the text. On by default, as on every hero; turn it off only on pages that are not about the offer, such as the legal pages.
   */
  demoButton: boolean;
  /**
   * Where the text sits: "start" (left) or "center".
   */
  align: "start" | "center";
  visual?: SideVisual;
}
/**
 * A grid of partner and customer logos under a heading such as "Trusted Partners": 3 logos a row on phones, 4 from 640 px, 5 from 1024 px and 7 from 1280 px. The page shows exactly the logos listed, in the order written.
 */
export interface PartnerLogosSection {
  /**
   * Always "partner-logos".
   */
  type: "partner-logos";
  header: SectionHeader;
  /**
   * The logos, in order.
   *
   * @minItems 1
   * @maxItems 35
   */
  logos: {
    /**
     * The logo file: an SVG in public/media/logos/partners/, such as "/media/logos/partners/kestrel-aerodynamics.svg". Add new logos to media-src/logos/partners/ and run `npm run media`.
     */
    src: string;
    /**
     * The organisation's name as the logo writes it, such as "Kestrel Aerodynamics" (media-src/logos/partners/partners.json lists them).
     */
    alt: string;
  }[];
}
/**
 * The Satori XR platform application, embedded full width in a frame 800 px high, as on /Platform. The address is site.json's externalLinks.platformApp, so it changes in one place. Under the frame a line offers to open the platform in a new tab, for visitors whose browser or network blocks the frame.
 */
export interface PlatformEmbedSection {
  /**
   * Always "platform-embed".
   */
  type: "platform-embed";
  /**
   * The frame's name for screen readers, which announce it when they enter the frame, such as "Satori XR platform: create and publish 3D experiences".
   */
  title: string;
  /**
   * The line under the frame for visitors who cannot use it inside this page.
   */
  fallback: {
    /**
     * A short sentence before the link, such as "The platform not showing? Your browser or network may block embedded apps."
     */
    text: string;
    link: Link;
  };
}
/**
 * One blog post or case study from WordPress, for the pages at /blogs/:slug and /CaseStudy/:slug: the date, title, author, categories, featured image and the full text, then links to the previous and next post of the same category. The post's title and excerpt become the page's title and description. Each post is pre-rendered when the site is built; when WordPress has no post at that address, the page says 'Post not found.' with a link back to the listing, and when WordPress could not be asked it says the same with a Try again button as well. A YouTube or Vimeo video in a post shows a placeholder (the video's title, a button that loads it and a link to it on YouTube or Vimeo) until the visitor agrees to load it: for this video, for every video of that provider, or by accepting in the cookie banner.
 */
export interface PostDetailSection {
  /**
   * Always "post-detail".
   */
  type: "post-detail";
  /**
   * Which posts this page shows: "blog" for blog articles or "case-studies" for case studies. Previous and next links stay within it.
   */
  category: "blog" | "case-studies";
  backLink: Link;
  /**
   * The browser-tab and search-result title of each post page; {title} becomes the post's title, such as "{title} | Satori XR Blog".
   */
  metaTitle: string;
  /**
   * The words of the placeholder a YouTube or Vimeo video shows until the visitor agrees to load it. Nothing is requested from YouTube or Vimeo before that. In each text {provider} becomes the provider's name from providerNames.
   */
  videoConsent: {
    /**
     * The button that loads this one video, such as "Load video from {provider}".
     */
    loadLabel: string;
    /**
     * The button that loads every video of the provider, on this page and on later visits, such as "Always load videos from {provider}".
     */
    alwaysLoadLabel: string;
    /**
     * The link to the video on the provider's own site, such as "Watch on {provider}".
     */
    watchLabel: string;
    /**
     * One sentence saying what loading the video means: that it sends data to the provider, which may set its own cookies.
     */
    notice: string;
    /**
     * How each provider's name is written.
     */
    providerNames: {
      /**
       * "YouTube".
       */
      youtube: string;
      /**
       * "Vimeo".
       */
      vimeo: string;
    };
  };
}
/**
 * Three or four large cards, each a looping video from the media hosting service beside a title and a short description, used on the 'How it helps' pages. As the visitor scrolls, each card's video fades and rises in once 30% of it is on screen and its text once 20% is; without JavaScript, and for visitors who prefer reduced motion, everything simply shows. On wide screens the videos alternate left and right; on phones the video sits above its text.
 */
export interface RevealVideoCardsSection {
  /**
   * Always "reveal-video-cards".
   */
  type: "reveal-video-cards";
  header: SectionHeader;
  /**
   * The cards, in reading order: three or four. Use each video only once on a page.
   *
   * @minItems 3
   * @maxItems 4
   *
   * Items: One card: a title, a description and a hosted video with a label for screen readers.
   */
  cards: {
    /**
     * The card's title, such as "3D product demos", in under 48 characters.
     */
    title: string;
    /**
     * Two or three sentences on what it does and for whom.
     */
    description: string;
    video: HostedVideoClip;
    /**
     * true when the video shows a product or scene adapted from an earlier project; the site-wide disclaimer (site.json's "disclaimer") then appears under the card's text.
     */
    disclaimer: boolean;
  }[];
}
/**
 * A muted looping video from the media hosting service, with what it shows for screen-reader users: its address is site.json's media.hostedVideoBaseUrl followed by the name, as .webm and .mp4 with a -poster.webp still.
 */
export interface HostedVideoClip {
  name: HostedVideo;
  /**
   * What the video shows, for screen-reader users, such as "A sales rep rotating a 3D engine on a tablet for a client".
   */
  label: string;
}
/**
 * A page's opening hero whose main heading ends in a word that changes by itself, such as 'Empowering' followed by EDUCATION, TRAINING and SALES in turn, for ever. The first change comes after 1 second; each word then leaves over 0.5 s, the next arrives over 0.8 s and stays for 1.5 s. Visitors can pause it, visitors who prefer reduced motion see the words change without movement, and screen readers hear one stable heading instead. It shows the site's 'Request a Demo' button. Use it once, at the top of the page, instead of a hero or page intro.
 */
export interface RotatingWordHeroSection {
  /**
   * Always "rotating-word-hero".
   */
  type: "rotating-word-hero";
  header: SectionHeader;
  /**
   * The words that take turns after the heading, in order; after the last the first comes back. The first one is the word in the page before it loads. Keep each one short: it is shown very large on one line, also on phones.
   *
   * @minItems 2
   * @maxItems 6
   */
  words: string[];
  /**
   * The page's main heading (its only h1) as one stable sentence, for screen readers and search engines, which do not follow the changing word, such as "Empowering education, training and sales". Start it with the heading and name every word.
   */
  spokenHeading: string;
  /**
   * Whether the hero shows the site's 'Request a Demo' button (site.json's heroAction, to the scheduling page in a new tab). Every hero shows it, so leave this out; set false only where the same page already opens with another way to book a demo.
   */
  demoButton: boolean;
  visual?: SideVisual;
}
/**
 * The share card: a 'Tell your Boss' form that opens the visitor's mail program with a message about this page, and a download link to the Satori XR app.
 */
export interface ShareCardSection {
  /**
   * Always "share-card".
   */
  type: "share-card";
  header: SectionHeader;
  /**
   * The label of the optional name field.
   */
  nameLabel: string;
  /**
   * The label of the e-mail field.
   */
  emailLabel: string;
  /**
   * The button text, such as "Send".
   */
  submitLabel: string;
  /**
   * Shown when the e-mail is empty or has no "@". The spec's wording is "Please enter a valid email address."
   */
  invalidEmailMessage: string;
  /**
   * The e-mail the visitor's mail program opens with. {product} is replaced by the brand name from site.json, {name} by the visitor's name.
   */
  mail: {
    /**
     * The subject, such as "Check out {product}".
     */
    subject: string;
    /**
     * The first line, such as "Hi,".
     */
    greeting: string;
    /**
     * The line before the page address when a name is given; must contain {name}.
     */
    fromLine: string;
    /**
     * The line before the page address without a name.
     */
    anonymousLine: string;
  };
  /**
   * The app download block: a heading, a sentence and the store badge (the link to the app-store page named in site.json). It shows no star rating: a rating without a source a visitor can check reads as made up.
   */
  app: {
    header: SectionHeader;
    link: Link;
    badge: PublicFile;
  };
}
/**
 * Cards that each show one solution with a looping video or an image, a title and a short description, such as the four SalesXRtreme solutions (3D product demos, trade-fair kiosks, 3D web hero, 3D catalogue). One card per row on phones, two side by side from tablets. Videos play muted only while on screen, have a pause button and show their poster to visitors who prefer reduced motion; images load as the visitor scrolls near them.
 */
export interface SolutionCardsSection {
  /**
   * Always "solution-cards".
   */
  type: "solution-cards";
  header: SectionHeader;
  /**
   * The solutions, in reading order: two to eight. Use each video only once on a page.
   *
   * @minItems 2
   * @maxItems 8
   *
   * Items: One solution: a title, a description and exactly one picture, either a video or an image. A video named "/media/videos/<name>" plays the pair <name>.webm (videoWebm) and <name>.mp4 (videoMp4) that `npm run media` prepares, with <name>-poster.webp as the still shown before it plays.
   */
  cards: {
    /**
     * The solution's name, such as "3D product demos", in under 48 characters.
     */
    title: string;
    /**
     * One to three sentences on what the solution does and for whom.
     */
    description: string;
    /**
     * true when the card shows a product or scene adapted from an earlier project; the site-wide disclaimer (site.json's "disclaimer") then appears under the card's text.
     */
    disclaimer: boolean;
    video?: Video;
    image?: ImageWithAlt;
  }[];
}
/**
 * A block of four tiles that sums up a benefit: the first tile holds the block's heading and a sentence, the second a headline figure (such as "6X") with its text, and the last two short supporting statements. On wide screens the tiles form a grid; on phones they stack.
 */
export interface StatTilesSection {
  /**
   * Always "stat-tiles".
   */
  type: "stat-tiles";
  header: SectionHeader;
  stat?: Stat;
  /**
   * The second tile without a figure: a short statement shown large, such as "One platform for web, tablet and headset". Give either a stat or a statement.
   */
  statement?: string;
  /**
   * The texts of the third and fourth tiles: exactly two short supporting statements, one or two sentences each.
   *
   * @minItems 2
   * @maxItems 2
   */
  tiles: string[];
  /**
   * true to show the site's disclaimer (site.json's "disclaimer": content adapted from prior projects is for illustration only) under the tiles.
   */
  disclaimer: boolean;
}
/**
 * A scroll-driven story told beside one looping video in a tablet frame, such as the four steps of an engine-maintenance lesson. On screens wider than 768 px the tablet stays in view while the steps scroll past beside it, and the step in the middle of the screen is highlighted as the current one. At 768 px or narrower the video sits above the steps, shown as a plain numbered list. Every step uses the same video. The video plays muted only while on screen, has a pause button and shows its poster to visitors who prefer reduced motion.
 */
export interface TabletShowcaseSection {
  /**
   * Always "tablet-showcase".
   */
  type: "tablet-showcase";
  header: SectionHeader;
  video: Video;
  /**
   * The steps, in order: two to six (four tells the aerospace story). Each is numbered 01, 02, 03 … on the page.
   *
   * @minItems 2
   * @maxItems 6
   *
   * Items: One step: a title and one or two sentences.
   */
  steps: {
    /**
     * The step's title, such as "Open the engine in 3D", in under 48 characters.
     */
    title: string;
    /**
     * One or two sentences on what happens in this step.
     */
    description: string;
  }[];
  /**
   * true when the video shows work adapted from an earlier project; the site-wide disclaimer (site.json's "disclaimer") then appears under the steps.
   */
  disclaimer: boolean;
}
/**
 * A capability shown on a tablet: a heading, an introduction and optional points beside a looping, muted video inside a drawn tablet frame (the video under the text on phones). The video starts by itself when it scrolls into view; if the browser refuses to start it, its poster stays with a large play button. Made for Augmented Reality on the Platform Capabilities page.
 */
export interface TabletVideoSection {
  /**
   * Always "tablet-video".
   */
  type: "tablet-video";
  header: SectionHeader;
  /**
   * Two to four short points under the introduction, each one line about what the capability does for the visitor's business.
   *
   * @minItems 2
   * @maxItems 4
   *
   * Items: One point, under 90 characters, such as "Walk customers around a true-to-scale product on any tablet".
   */
  highlights?: string[];
  video: Video;
  action?: Link;
  /**
   * true to show the site's disclaimer (site.json's "disclaimer": content adapted from prior projects is for illustration only; trademarks remain their owners') under the text. Every capability on the Platform Capabilities page carries it.
   */
  disclaimer: boolean;
}
/**
 * A scroll-driven reveal, 3.5 screens tall: while the visitor scrolls through it, the picture stays on screen, grows to four times its size and fades away, and the heading and text then fade and rise in. Visitors who prefer reduced motion see the text and the picture side by side without the effect. Made for Virtual Reality on the Platform Capabilities page; use it once per page.
 */
export interface VrScrollZoomSection {
  /**
   * Always "vr-scroll-zoom".
   */
  type: "vr-scroll-zoom";
  header: SectionHeader;
  /**
   * Two to four short points under the introduction, each one line about what the capability does for the visitor's business.
   *
   * @minItems 2
   * @maxItems 4
   *
   * Items: One point, under 90 characters, such as "Walk customers around a true-to-scale product on any tablet".
   */
  highlights?: string[];
  image: ImageWithAlt;
  action?: Link;
  /**
   * true to show the site's disclaimer (site.json's "disclaimer": content adapted from prior projects is for illustration only; trademarks remain their owners') under the text. Every capability on the Platform Capabilities page carries it.
   */
  disclaimer: boolean;
}
/**
 * A row of reasons to choose Satori XR that visitors scroll through sideways, as on the persona pages ('Why teams like yours choose Satori XR'). Each slide has a title and a short text; the next slide peeks in from the right. Visitors swipe it on touch screens, scroll it with a trackpad, use the Previous and Next buttons or, once the row has keyboard focus, the left and right arrow keys. A counter such as '2 / 6' shows where they are. It never moves by itself.
 */
export interface WhyCarouselSection {
  /**
   * Always "why-carousel".
   */
  type: "why-carousel";
  header: SectionHeader;
  /**
   * The reasons, in order: three to eight.
   *
   * @minItems 3
   * @maxItems 8
   *
   * Items: One reason.
   */
  slides: {
    /**
     * A short, unique name for the slide in lower case with dashes, such as "no-agency". Visitors do not see it; it keeps the slide's identity when the order changes.
     */
    id: string;
    /**
     * The slide's heading, in under 60 characters.
     */
    title: string;
    /**
     * One or two sentences that back the heading up.
     */
    description: string;
  }[];
  /**
   * What screen readers call the button that scrolls back by one slide.
   */
  previousLabel: string;
  /**
   * What screen readers call the button that scrolls on by one slide.
   */
  nextLabel: string;
}
/**
 * A slider of reasons to choose Satori XR, such as 'Why Satori XR'. It moves to the next slide every 8 seconds and loops, has clickable dots to jump to a slide and a pause button, and does not move by itself for visitors who prefer reduced motion.
 */
export interface WhySliderSection {
  /**
   * Always "why-slider".
   */
  type: "why-slider";
  header: SectionHeader;
  /**
   * The slides, in order. Three to eight, so the slider can loop.
   *
   * @minItems 3
   * @maxItems 8
   *
   * Items: One reason.
   */
  slides: {
    /**
     * A short, unique name for the slide in lower case with dashes, such as "ai-creation". Visitors do not see it; it keeps the slide's identity when the order changes.
     */
    id: string;
    /**
     * The slide's heading, in under 70 characters.
     */
    title: string;
    /**
     * One to three sentences that back the heading up.
     */
    description: string;
  }[];
}
/**
 * Site-wide content of the Satori XR website: brand, navigation, footer, contact details, external links and the text of the global elements.
 */
export interface SiteContent {
  /**
   * The relative path from this file to schemas/site.schema.json, for editor autocompletion.
   */
  $schema: "../schemas/site.schema.json";
  /**
   * The public address of the website without a trailing slash. Canonical links, the sitemap and share previews are built from it.
   */
  siteUrl: string;
  /**
   * The brand: name, slogan, the story of the name and the logo.
   */
  brand: {
    /**
     * The product and company name as it is written everywhere: "Satori XR".
     */
    name: string;
    /**
     * The one-line promise shown in the footer.
     */
    slogan: string;
    /**
     * One or two sentences on where the name comes from.
     */
    nameOrigin: string;
    /**
     * The logo mark, used in the navigation, the footer and the loading screen.
     */
    logo: {
      /**
       * Path of the logo file under public/, such as "/brand/satori-xr-mark.svg".
       */
      src: string;
      /**
       * The logo's natural width in pixels, so the page reserves its space.
       */
      width: number;
      /**
       * The logo's natural height in pixels.
       */
      height: number;
      homeLink: Link;
    };
    /**
     * The preview image for pages that set none, a path under public/.
     */
    defaultShareImage: string;
  };
  /**
   * Addresses on other sites, each under a name. Links anywhere in the content name them ("target": "scheduling"), so an address changes here once. They open in a new tab.
   */
  externalLinks: {
    scheduling: ExternalUrl;
    platformApp: ExternalUrl;
    appStore: ExternalUrl;
    facebook: ExternalUrl;
    youtube: ExternalUrl;
    instagram: ExternalUrl;
    linkedin: ExternalUrl;
  };
  /**
   * The sticky main navigation.
   */
  navigation: {
    /**
     * What screen readers call the navigation landmark, such as "Main".
     */
    label: string;
    /**
     * The accessible name of the menu button on phones and tablets.
     */
    menuButtonLabel: string;
    /**
     * The top-level entries, left to right. An entry with a "path" is a link; an entry with "children" opens a menu.
     *
     * @minItems 1
     */
    groups: NavEntry[];
    bookDemo: Link;
  };
  /**
   * The footer shown on every page.
   */
  footer: {
    /**
     * What screen readers call the footer's link navigation.
     */
    label: string;
    /**
     * Columns of links, each with a heading.
     *
     * @minItems 1
     */
    linkGroups: {
      /**
       * The column heading.
       */
      heading: string;
      /**
       * The links of the column, top to bottom.
       *
       * @minItems 1
       */
      links: Link[];
    }[];
    /**
     * The postal address, phone and e-mail.
     */
    contact: {
      /**
       * The heading above the contact details.
       */
      heading: string;
      details: Contact;
    };
    /**
     * The social profiles.
     */
    social: {
      /**
       * The heading above the social links.
       */
      heading: string;
      /**
       * One entry per network: Facebook, YouTube, Instagram and LinkedIn.
       *
       * @minItems 1
       */
      profiles: Link[];
    };
    /**
     * The copyright line at the very bottom.
     */
    copyright: string;
  };
  /**
   * The cookie banner shown at the bottom until the visitor accepts or declines.
   */
  cookieBanner: {
    /**
     * What screen readers call the banner region.
     */
    label: string;
    /**
     * What the banner says, before the links to the privacy policy and the terms. It must say what accepting does: it lets posts load YouTube and Vimeo players, which set their own cookies (declining keeps them as placeholders).
     */
    message: string;
    /**
     * The accept button.
     */
    acceptLabel: string;
    /**
     * The decline button.
     */
    declineLabel: string;
    privacyLink: Link;
    termsLink: Link;
  };
  /**
   * The loading screen shown over the page when the site first opens.
   */
  splash: {
    /**
     * How long the loading screen stays, in milliseconds.
     */
    durationMs: number;
    /**
     * The alternative text of the pulsing logo.
     */
    logoAlt: string;
  };
  /**
   * The page shown for an address that does not exist.
   */
  notFound: {
    meta: PageMeta;
    header: SectionHeader;
    homeLink: Link;
  };
  /**
   * Text that only some visitors see or hear: keyboard and screen-reader helpers.
   */
  accessibility: {
    /**
     * The first link on every page, shown on keyboard focus, that jumps to the main content.
     */
    skipLinkLabel: string;
    /**
     * The screen-reader name of the thin bar at the top of the window while the next page takes more than a moment to load, such as "Loading the page".
     */
    pageLoadingLabel: string;
    /**
     * Added for screen readers to every link that opens in a new tab, such as "(opens in a new tab)".
     */
    newTabHint: string;
    /**
     * Shown during development in place of a section that failed to render. Visitors never see it.
     */
    sectionErrorPlaceholder: string;
    /**
     * Shown inside a video by browsers that cannot play it.
     */
    videoUnsupported: string;
    /**
     * The accessible name of the button that pauses a looping video.
     */
    pauseVideoLabel: string;
    /**
     * The accessible name of the button that plays a paused looping video.
     */
    playVideoLabel: string;
    /**
     * The accessible name of the button that pauses a frame animation.
     */
    pauseAnimationLabel: string;
    /**
     * The accessible name of the button that plays a paused frame animation.
     */
    playAnimationLabel: string;
    /**
     * The accessible name of the button that stops tabs (such as the case studies) moving on by themselves.
     */
    pauseRotationLabel: string;
    /**
     * The accessible name of the button that lets tabs move on by themselves again.
     */
    playRotationLabel: string;
    /**
     * The accessible name of the button that stops a slider moving on by itself.
     */
    pauseSlidesLabel: string;
    /**
     * The accessible name of the button that lets a slider move on by itself again.
     */
    playSlidesLabel: string;
    /**
     * The word screen readers use for a whole slider, such as "carousel".
     */
    carouselDescription: string;
    /**
     * The word screen readers use for one slide, such as "slide".
     */
    slideDescription: string;
    /**
     * How screen readers name each slide; {index} becomes the slide's number and {count} the number of slides, such as "{index} of {count}".
     */
    slideLabel: string;
    /**
     * How screen readers name each dot under a slider; {index} becomes the slide's number, such as "Show slide {index}".
     */
    goToSlideLabel: string;
    /**
     * The button that stops a rotating headline word, such as on /about.
     */
    pauseWordRotationLabel: string;
    /**
     * The same button while the word is paused.
     */
    playWordRotationLabel: string;
  };
  /**
   * Shown when a page cannot load at all, for example after a new release while the visitor had the site open.
   */
  routeError: {
    header: SectionHeader;
    /**
     * The text of the reload button.
     */
    reloadLabel: string;
  };
  /**
   * Where media comes from.
   */
  media: {
    /**
     * The address that hosted videos are loaded from, without a trailing slash: an https:// address of the media hosting service, or "/media/videos" to serve our own copies (the default).
     */
    hostedVideoBaseUrl: string;
  };
  /**
   * What a call-to-action band shows when its page leaves the heading or the button out: 'Let's Build the Future Together' and 'Request a Demo'.
   */
  ctaBand: {
    header: SectionHeader;
    action: Link;
  };
  heroAction: Link;
  disclaimer: PlainText;
  /**
   * Words shared by every section that shows blog posts or case studies from WordPress.
   */
  posts: {
    /**
     * Shown while posts load; {title} becomes the listing's name ("Blog", "Case Studies"). The spec's wording is "Loading {title}...".
     */
    loadingMessage: string;
    /**
     * Shown on a post page while the post loads. The spec's wording is "Loading...".
     */
    loadingPostMessage: string;
    /**
     * The quiet line shown when a listing could not be loaded, next to the retry button, such as "Posts could not be loaded".
     */
    failedMessage: string;
    /**
     * The button that asks WordPress again when a listing or a post could not be loaded, such as "Try again".
     */
    retryLabel: string;
    /**
     * The link on each post card, such as "Read More". Screen readers hear the post's title after it.
     */
    readMoreLabel: string;
    /**
     * Shown on a post page when WordPress has no post at that address or cannot be reached. The spec's wording is "Post not found.".
     */
    notFoundMessage: string;
    /**
     * Before the author's name on a post page, such as "By".
     */
    authorLabel: string;
    /**
     * The screen-reader name of a post's category list, such as "Categories".
     */
    categoriesLabel: string;
    /**
     * Above the link to the older post, such as "Previous post".
     */
    previousLabel: string;
    /**
     * Above the link to the newer post, such as "Next post".
     */
    nextLabel: string;
    /**
     * The screen-reader name of the previous and next links, such as "More posts".
     */
    neighboursLabel: string;
    /**
     * Shown in place of a post's title when WordPress sends none, such as "Untitled post".
     */
    untitledLabel: string;
    /**
     * The screen-reader name of the links to a listing's pages, under its cards; {title} becomes the listing's name: "{title} pages" reads "Blog pages".
     */
    pagesLabel: string;
    /**
     * The screen-reader name of each numbered page link, whose visible text is the number; {page} becomes the number: "Page {page}".
     */
    pageLabel: string;
    /**
     * The link to the listing's page of newer posts, such as "Previous page".
     */
    previousPageLabel: string;
    /**
     * The link to the listing's page of older posts, such as "Next page".
     */
    nextPageLabel: string;
    /**
     * Shown on an address such as /blogs/page/9 when the listing has no such page (it has fewer posts, or the number is not a page's).
     */
    pageNotFoundMessage: string;
    /**
     * The link under the listing page not found message, to the listing's first page, such as "See the newest posts".
     */
    firstPageLabel: string;
  };
  /**
   * The words of catalogue pages (pages with "catalogue", such as /sections), which show each section type with its description and schema examples.
   */
  sectionCatalogue: {
    /**
     * The heading of the list of section types at the top of a catalogue page, such as "Section types on this page".
     */
    contentsLabel: string;
    /**
     * The small label above each section type's name, such as "Section type".
     */
    typeLabel: string;
    /**
     * The label above each rendered example. {index} and {count} are replaced, as in "Example {index} of {count}".
     */
    exampleLabel: string;
  };
}
/**
 * A navigation entry: a link (with "path") or a menu (with "children").
 */
export interface NavEntry {
  /**
   * The text shown in the navigation.
   */
  label: string;
  path?: InternalPath;
  /**
   * An optional one-line description shown under the label inside a menu.
   */
  description?: string;
  /**
   * The entries of the menu this entry opens. An entry inside a menu may itself have children, which show as a labelled sub-list.
   *
   * @minItems 1
   */
  children?: NavEntry[];
}

/** Maps each section type to the props its component receives. */
export interface SectionPropsMap {
  "capabilities-teaser": CapabilitiesTeaserSection;
  "case-study-tabs": CaseStudyTabsSection;
  "contact-form": ContactFormSection;
  "contact-regions": ContactRegionsSection;
  "cta-band": CtaBandSection;
  "discipline-cards": DisciplineCardsSection;
  "feature-grid": FeatureGridSection;
  "frame-hero": FrameHeroSection;
  "fullscreen-video": FullscreenVideoSection;
  "hero": HeroSection;
  "industry-role-selector": IndustryRoleSelectorSection;
  "industry-tabs": IndustryTabsSection;
  "latest-posts": LatestPostsSection;
  "leadership": LeadershipSection;
  "legal-document": LegalDocumentSection;
  "link-cards": LinkCardsSection;
  "media-text": MediaTextSection;
  "model-viewer": ModelViewerSection;
  "page-intro": PageIntroSection;
  "partner-logos": PartnerLogosSection;
  "platform-embed": PlatformEmbedSection;
  "post-detail": PostDetailSection;
  "reveal-video-cards": RevealVideoCardsSection;
  "rotating-word-hero": RotatingWordHeroSection;
  "share-card": ShareCardSection;
  "solution-cards": SolutionCardsSection;
  "stat-tiles": StatTilesSection;
  "tablet-showcase": TabletShowcaseSection;
  "tablet-video": TabletVideoSection;
  "vr-scroll-zoom": VrScrollZoomSection;
  "why-carousel": WhyCarouselSection;
  "why-slider": WhySliderSection;
}

export type SectionType = keyof SectionPropsMap;

export type Section = SectionPropsMap[SectionType];
