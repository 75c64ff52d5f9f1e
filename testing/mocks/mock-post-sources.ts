/**
 * The words of the embedded mock posts, and how each one departs from a tidy WordPress answer. mock-posts.ts
 * turns these into the JSON WordPress sends. Titles, excerpts and bodies are written as WordPress renders
 * them: character references from wptexturize (&#8217; &#8220; &#8221; &#8211; &amp;), excerpts wrapped in
 * a paragraph and ending in a newline, blocks separated by blank lines.
 */

export const BLOG_CATEGORY_ID = 1;
export const CASE_STUDY_CATEGORY_ID = 21;
/** Categories no listing asks for: a post in them must never appear on /blogs or /CaseStudy. */
export const EVENTS_CATEGORY_ID = 5;
export const PRESS_CATEGORY_ID = 9;

/** WordPress users who wrote the posts. Id 9 has an empty display name; id 11 was deleted (its embed is an error). */
export const MOCK_AUTHORS = {
  2: { name: 'Satori XR Team', slug: 'satori-xr-team' },
  3: { name: 'Ananya Rao', slug: 'ananya-rao' },
  4: { name: 'Vikram Menon', slug: 'vikram-menon' },
  5: { name: 'Priya Natarajan', slug: 'priya-natarajan' },
  6: { name: 'Karthik Iyer', slug: 'karthik-iyer' },
  7: { name: 'Meera Kulkarni', slug: 'meera-kulkarni' },
  9: { name: '', slug: 'guest-contributor' },
} as const;

export type MockAuthorId = keyof typeof MOCK_AUTHORS;

/** The site's own responsive images under public/media/images (base path, full size, generated widths). */
export const MOCK_IMAGES = {
  web: { path: '/media/images/capabilities/web', width: 1280, height: 800, alt: 'A 3D drill on a product web page' },
  digitalTwin: {
    path: '/media/images/capabilities/digital-twin',
    width: 1280,
    height: 800,
    alt: 'A robot cell on a packing line',
  },
  augmentedReality: {
    path: '/media/images/capabilities/augmented-reality',
    width: 1280,
    height: 800,
    alt: 'A 3D compressor placed on a table in AR',
  },
  virtualReality: { path: '/media/images/capabilities/virtual-reality', width: 1280, height: 800, alt: 'A VR headset and its controllers on a plinth' },
  jetEngine: { path: '/media/images/case-studies/aerospace-jet-engine', width: 1280, height: 800, alt: 'A jet engine on a maintenance stand' },
  configurator: { path: '/media/images/case-studies/automotive-configurator', width: 1280, height: 800, alt: 'A car in a 3D configurator' },
  factoryTwin: { path: '/media/images/case-studies/factory-twin', width: 1280, height: 800, alt: 'Robot cells on a packing line' },
  tradeFairKiosk: { path: '/media/images/case-studies/trade-fair-kiosk', width: 1280, height: 800, alt: 'A touch-screen kiosk on a trade-fair stand' },
  warehouseTraining: {
    path: '/media/images/case-studies/warehouse-training',
    width: 1280,
    height: 800,
    alt: 'Pallet racking with a lit pick slot',
  },
  facility: { path: '/media/images/coe/facility', width: 1280, height: 800, alt: '' },
  engage: { path: '/media/images/solutions/engage', width: 1280, height: 800, alt: 'An XR training bay with a control desk' },
  sales: { path: '/media/images/solutions/sales', width: 1280, height: 800, alt: 'A coupé beside a configurator screen' },
  professionalServices: { path: '/media/images/solutions/professional-services', width: 1280, height: 800, alt: '' },
  manufacturing: { path: '/media/images/industries/manufacturing', width: 1920, height: 800, alt: 'A five-axis machining centre' },
  logisticsTraining: {
    path: '/media/images/personas/logisticstraining',
    width: 1920,
    height: 800,
    alt: 'A forklift at a loading dock with AR safety markings',
  },
  manufacturingTraining: { path: '/media/images/personas/manufacturingtraining', width: 1920, height: 800, alt: 'A press brake with AR step markers' },
  automotiveTwin: { path: '/media/images/personas/automotivetwin', width: 1920, height: 800, alt: 'A coupé on a roller test stand with twin tags' },
} as const;

export type MockImageKey = keyof typeof MOCK_IMAGES;

/** post_tag terms (id → name as WordPress stores it, with `&amp;`) */
export const MOCK_TAGS = {
  31: { name: 'Augmented reality', slug: 'augmented-reality' },
  32: { name: 'Virtual reality', slug: 'virtual-reality' },
  33: { name: 'Digital twins', slug: 'digital-twins' },
  34: { name: 'Web 3D', slug: 'web-3d' },
  35: { name: 'Automotive', slug: 'automotive' },
  36: { name: 'Manufacturing', slug: 'manufacturing' },
  37: { name: 'Logistics', slug: 'logistics' },
  38: { name: 'Training', slug: 'training' },
  39: { name: 'Sales &amp; Marketing', slug: 'sales-marketing' },
  40: { name: 'Security', slug: 'security' },
  41: { name: 'Aerospace', slug: 'aerospace' },
} as const;

export type MockTagId = keyof typeof MOCK_TAGS;

export const MOCK_CATEGORIES = {
  [BLOG_CATEGORY_ID]: { name: 'Blog', slug: 'blog' },
  [EVENTS_CATEGORY_ID]: { name: 'Events', slug: 'events' },
  [PRESS_CATEGORY_ID]: { name: 'Press', slug: 'press' },
  [CASE_STUDY_CATEGORY_ID]: { name: 'Case Studies', slug: 'case-studies' },
} as const;

export type MockCategoryId = keyof typeof MOCK_CATEGORIES;

/** Ways a post departs from the tidy shape, each something real WordPress installs send. */
export type MockPostQuirk =
  /** `featured_media: 0` and no `wp:featuredmedia` in `_embedded`. */
  | 'no-featured-media'
  /** No `_embedded` at all (a cache or a plugin dropped it), though `featured_media` and `author` are set. */
  | 'embedded-missing'
  /** `wp:featuredmedia[0]` is `rest_forbidden` (the image is private or its attachment page is locked). */
  | 'media-forbidden'
  /** `wp:featuredmedia[0]` is `rest_post_invalid_id`: the image was deleted from the media library. */
  | 'media-deleted'
  /** `media_details` has no `sizes` (an SVG or an upload whose thumbnails were never generated). */
  | 'media-without-sizes'
  /** `source_url` is empty but the generated sizes are there. */
  | 'media-empty-source-url'
  /** `wp:term` lists the tags first and the categories second. */
  | 'terms-tags-first'
  /** The author embed is `rest_user_invalid_id` (the user was deleted). */
  | 'author-embed-error';

export interface MockPostSource {
  id: number;
  /** Stored form: lowercase, percent-encoded UTF-8 for non-ASCII characters. */
  slug: string;
  date: string;
  /** Days between publication and the last edit. */
  editedDaysLater?: number;
  categories: MockCategoryId[];
  tags: MockTagId[];
  /** 0: no author (the account was deleted and the post not reassigned); 11: a deleted user whose embed is an error. */
  author: MockAuthorId | 0 | 11;
  title: string;
  excerpt: string;
  content: string;
  image?: MockImageKey;
  /** Yoast SEO's social image (og:image). */
  socialImage?: MockImageKey;
  quirks?: MockPostQuirk[];
  /**
   * A slug stored as an import or a direct database edit can store it, not as sanitize_title would, to test the
   * site's defences: 'refused' slugs can name no page (decoded, they climb out of their folder, hold a control
   * character or run too long) and must never be linked or written; 'kept' ones are odd but safe, and must be
   * looked up by their exact spelling.
   */
  hostileSlug?: 'refused' | 'kept';
}

/** WordPress's rendering of plain paragraphs: `<p>` blocks separated by a blank line, ending in a newline. */
const paragraphs = (...texts: string[]) => `${texts.map((text) => `<p>${text}</p>`).join('\n\n')}\n`;
const excerpt = (text: string) => `<p>${text}</p>\n`;

/** Content carrying the payloads a sanitiser must neutralise, in the places an editor with unfiltered_html could put them. */
const XSS_CONTENT = `<p>Product pages at Satori XR embed content we did not write: a partner&#8217;s 3D viewer, a training video, a configurator hosted by a dealer group. Each embed passes the same review before it is published, and this post deliberately carries the markup that review exists to stop.</p>

<h2 class="wp-block-heading">What the sanitiser has to remove</h2>

<p>Inline scripts<script>alert('content script')</script>, event handlers on images <img src="/brand/satori-xr-mark.svg" alt="Satori XR mark" width="24" height="24" onerror="alert('content img onerror')" onload="alert('content img onload')"> and on vector graphics <svg width="24" height="24" onload="alert('content svg onload')"><rect width="24" height="24"></rect></svg>, and links that run code instead of opening a page: <a href="javascript:alert('content javascript link')">open the review checklist</a>.</p>

<p>Frames from hosts nobody approved:</p>

<iframe src="https://tracker.example/collect?visitor=1" width="560" height="315"></iframe>

<h2 class="wp-block-heading">What it has to keep, made safe</h2>

<p>A link to the <a href="https://www.khronos.org/gltf/" target="_blank">glTF specification</a> that opens a new tab keeps working, with rel=&#8221;noopener noreferrer&#8221; added.</p>

<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
<iframe title="Satori XR platform overview" width="560" height="315" src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>
</div></figure>

<figure class="wp-block-embed is-type-video is-provider-vimeo wp-block-embed-vimeo wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
<iframe title="Digital twin walkthrough" src="https://player.vimeo.com/video/76979871?dnt=1&amp;app_id=122963" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture; clipboard-write"></iframe>
</div><figcaption class="wp-element-caption">A walkthrough of a plant&#8217;s digital twin, hosted on Vimeo.</figcaption></figure>

<p>Videos from approved hosts stay, in a sandbox, and load only once the reader agrees. Everything else on this page should read as plain text or be gone.</p>
`;

export const MOCK_POST_SOURCES: readonly MockPostSource[] = [
  // ── Blog (category 1), newest first ─────────────────────────────────────────────────────────────
  {
    id: 412,
    slug: 'why-3d-product-demos-convert',
    date: '2026-11-12T09:30:00',
    editedDaysLater: 2,
    categories: [BLOG_CATEGORY_ID],
    tags: [34, 39],
    author: 3,
    title: 'Why interactive 3D product demos convert better than video',
    excerpt: excerpt(
      'Buyers who can turn, open and configure a product on their own screen ask sharper questions and decide sooner. Here is what we have measured across 40 enterprise launches &hellip;',
    ),
    content: paragraphs(
      'A video tells every buyer the same story in the same order. An interactive 3D demo lets each buyer follow their own questions: the procurement lead opens the service panel, the engineer checks the mounting points, the sales director spins the configurator.',
      'Across 40 enterprise launches built on Satori XR, sessions with an interactive model lasted 2.7 times longer than sessions with a product video, and enquiries that followed named a specific variant twice as often.',
      'The effect is strongest for configurable products. When a buyer can see the exact combination they need, the first sales call starts with a quote rather than a catalogue.',
    ),
    image: 'web',
    socialImage: 'web',
  },
  {
    id: 405,
    slug: 'digital-twins-factory-floor-where-to-start',
    date: '2026-10-28T11:00:00',
    categories: [BLOG_CATEGORY_ID],
    tags: [33, 36],
    author: 4,
    title: 'Digital twins on the factory floor: where to start',
    excerpt: excerpt(
      'You do not need a fully instrumented plant to get value from a digital twin. Start with one line, three sensors and a question your shift leads ask every morning [&hellip;]',
    ),
    content: paragraphs(
      'The most successful twin programmes we have seen began small: one production line, a handful of live signals and a single decision the twin should make easier.',
      'Once the shift leads trust the line view, adding stations, maintenance history and energy data is a matter of weeks rather than a new project.',
    ),
    image: 'digitalTwin',
  },
  {
    id: 398,
    slug: 'ar-work-instructions-onboarding',
    date: '2026-10-09T08:15:00',
    categories: [BLOG_CATEGORY_ID],
    tags: [31, 38, 36],
    author: 5,
    title: 'AR work instructions: onboarding line technicians in days, not weeks',
    excerpt: excerpt(
      'Step-by-step instructions anchored to the real machine cut the time new technicians need before they work unsupervised. We look at what to author first and how to keep it current.',
    ),
    content: paragraphs(
      'Paper binders and PDF manuals describe a machine; augmented-reality instructions point at it. New technicians see the next step on the part they are holding.',
      'Start with the ten tasks that cause the most escalations, author them once in Satori XR and publish them to tablets and headsets alike.',
    ),
    image: 'augmentedReality',
  },
  {
    id: 391,
    slug: 'cad-to-browser-web-3d',
    date: '2026-09-17T10:45:00',
    categories: [BLOG_CATEGORY_ID],
    tags: [34],
    author: 6,
    title: 'From CAD to browser: preparing engineering models for web 3D',
    excerpt: excerpt(
      'A 2 GB assembly will not load on a sales rep&#8217;s phone. How we reduce engineering models to a few megabytes without losing the details buyers care about.',
    ),
    content: paragraphs(
      'Engineering CAD is built for precision, not for a mobile browser. Tessellation, instancing and texture baking bring a full assembly down to a size that opens in seconds.',
      'The trick is deciding what the audience needs to see: fasteners rarely sell a product, but the finish of a dashboard often does.',
    ),
    image: 'web',
  },
  {
    id: 384,
    slug: 'measuring-roi-vr-safety-training',
    date: '2026-08-26T14:20:00',
    categories: [BLOG_CATEGORY_ID],
    tags: [32, 38],
    author: 7,
    title: 'Measuring the ROI of VR safety training',
    excerpt: excerpt(
      'Fewer incidents is the goal, but it is a slow signal. Four measures that show within a quarter whether virtual-reality safety drills are working.',
    ),
    content: paragraphs(
      'Incident rates move slowly and for many reasons. Time to competence, error rates in the headset, refresher frequency and trainer hours saved show results within a quarter.',
      'We share the dashboard our manufacturing customers use to report training outcomes to their EHS committees.',
    ),
    image: 'virtualReality',
  },
  {
    id: 377,
    slug: 'virtual-showrooms-dealer-networks',
    date: '2026-08-05T09:00:00',
    categories: [BLOG_CATEGORY_ID],
    tags: [35, 39],
    author: 3,
    title: 'Virtual showrooms &amp; dealer networks: what configurators teach us',
    excerpt: excerpt(
      'Dealers cannot stock every trim and colour. A 3D configurator on the showroom screen and on the customer&#8217;s sofa closes the gap between brochure and test drive.',
    ),
    content: paragraphs(
      'Showroom floor space is expensive and inventory is slow to rotate. A configurator shows every combination the factory can build, on the showroom screen and at home.',
      'The dealers that gain most hand the customer a saved configuration, so the conversation in the showroom starts where the evening at home ended.',
    ),
    image: 'configurator',
  },
  {
    id: 368,
    slug: 'immersive-training-field-guide',
    date: '2026-07-29T09:15:00',
    editedDaysLater: 14,
    categories: [BLOG_CATEGORY_ID],
    tags: [38, 32, 31],
    author: 7,
    title: 'The immersive training field guide: VR, AR or web 3D?',
    excerpt: excerpt(
      'Headsets are not always the answer. A practical guide to matching each training task with the medium that teaches it best, from rare emergencies to daily routines.',
    ),
    content: `<p>Training leads ask us the same question at the start of almost every project: should this be virtual reality? Sometimes it should. Often a tablet or a browser does the job for a tenth of the cost, and reaches everyone on the first day.</p>

<h2 class="wp-block-heading">Virtual reality for what cannot be practised safely</h2>

<p>Rare, dangerous or expensive situations belong in a headset: a hydraulic failure, a fire in a battery store, a collision in a busy yard. Trainees can repeat the moment until the right response becomes a habit, with mistakes that cost nothing.</p>

<h2 class="wp-block-heading">Augmented reality for work on the real machine</h2>

<p>When the task is routine but detailed, instructions anchored to the equipment beat any simulation. Technicians learn on the line they will work on, and the same content supports them once they are qualified.</p>

<h2 class="wp-block-heading">Web 3D for everything that needs reach</h2>

<ul class="wp-block-list">
<li>Product knowledge for sales and service teams across a dealer network.</li>
<li>Induction for seasonal staff who will never put on a headset.</li>
<li>Refreshers that fit into a ten-minute break on a phone.</li>
</ul>

<p>Most programmes end up with all three, sharing one set of 3D assets. Start with the task, not the device.</p>
`,
    image: 'manufacturingTraining',
    socialImage: 'manufacturingTraining',
  },
  {
    id: 363,
    slug: 'reviewing-third-party-embeds',
    date: '2026-07-15T16:40:00',
    categories: [BLOG_CATEGORY_ID],
    tags: [40, 34],
    author: 6,
    title: `How we review third-party embeds before they reach a product page<script>alert('title script')</script><img src="/brand/satori-xr-mark.svg" alt="" onerror="alert('title img onerror')" onload="alert('title img onload')">`,
    excerpt: excerpt(
      `Every 3D viewer, video and configurator we embed passes the same review.<svg onload="alert('excerpt svg onload')"><circle r="2"></circle></svg> <a href="javascript:alert('excerpt javascript link')">See the checklist</a> [&hellip;]`,
    ),
    content: XSS_CONTENT,
    image: 'professionalServices',
  },
  {
    id: 359,
    slug: 'webxr-browser-support-buyers',
    date: '2026-07-02T11:30:00',
    categories: [BLOG_CATEGORY_ID],
    tags: [34, 31, 32],
    author: 6,
    title: 'WebXR in 2026: which browsers and headsets your buyers actually use',
    excerpt: excerpt(
      'We looked at a year of sessions on customer configurators. Most visitors are on a phone, a fifth arrive on a desktop, and headsets are still a rounding error worth planning for.',
    ),
    content: paragraphs(
      'Across the configurators we host for customers, 71% of sessions over the last twelve months came from phones, 22% from desktops and laptops, 6% from tablets and just under 1% from headset browsers.',
      'That last figure is small but growing, and it comes from the most engaged visitors: dealer staff and trade buyers who already own a headset. Designing for the phone first and letting the same scene open in immersive mode costs little and rewards them.',
      'Our rule of thumb: every experience must work with one thumb on a four-year-old Android phone. Immersive mode is an upgrade, never a requirement.',
    ),
    quirks: ['no-featured-media'],
  },
  {
    id: 356,
    slug: 'spatial-computing-glossary',
    date: '2026-06-24T08:00:00',
    categories: [BLOG_CATEGORY_ID],
    tags: [31, 32, 33],
    author: 5,
    title: 'Spatial computing, explained: a buyer&#8217;s glossary &#8211; &#8220;anchors&#8221;, &#8220;occlusion&#8221; &amp; more',
    excerpt: excerpt(
      'Vendors use the same words to mean different things. Twelve terms you will hear in every XR pitch, with what they mean for your project and budget.',
    ),
    content: paragraphs(
      '<strong>Anchor:</strong> a point in the real world that virtual content is attached to. Good anchoring is why an instruction stays on the right bolt when the technician moves.',
      '<strong>Occlusion:</strong> real objects hiding virtual ones. Without it, a virtual part floats in front of the machine it belongs inside, and users stop trusting what they see.',
      '<strong>Digital twin:</strong> a model of a real asset fed with its live data. A 3D model alone is not a twin; the connection to the plant is what makes decisions possible.',
      '<strong>Pass-through:</strong> a headset showing the room through its cameras. It turns a VR headset into a mixed-reality device and is why many training sessions no longer need a cleared space.',
    ),
    image: 'augmentedReality',
    quirks: ['media-forbidden'],
  },
  {
    id: 352,
    slug: 'hand-tracking-or-controllers-vr-training',
    date: '2026-06-18T10:00:00',
    categories: [BLOG_CATEGORY_ID],
    tags: [32, 38],
    author: 7,
    title: 'Hand tracking or controllers? What works for VR maintenance training',
    excerpt: excerpt(
      'Hand tracking feels natural until a trainee has to grip a torque wrench. When we use bare hands, when we hand out controllers, and why we test both with real technicians.',
    ),
    content: paragraphs(
      'Bare-hand interaction removes the first five minutes of every session: nobody has to learn which button grabs. For pointing, pressing and inspecting it is now reliable enough for daily training.',
      'Fine manipulation is a different story. Threading a bolt or applying torque needs feedback a camera cannot give, and controllers with haptics still teach those movements better.',
      'We decide per task, and we let the technicians who will use the training vote in a pilot week before anything is built at scale.',
    ),
    image: 'virtualReality',
  },
  {
    id: 349,
    slug: 'photoreal-3d-product-marketing',
    date: '2026-06-18T10:00:00',
    categories: [BLOG_CATEGORY_ID],
    tags: [34, 39],
    author: 3,
    title: 'Photoreal 3D for product marketing: when real-time beats a photo shoot',
    excerpt: excerpt(
      'One accurate 3D model produces every colourway, angle and campaign image a launch needs, and the same model powers the configurator. Where the numbers work, and where they do not.',
    ),
    content: paragraphs(
      'A studio shoot captures the products that exist on the day. A real-time 3D model captures every variant the factory will ever build, and produces a new image in minutes when marketing changes its mind.',
      'For one industrial equipment launch, the model replaced three planned photo shoots and delivered 1,400 catalogue images, the configurator and the trade-fair kiosk from the same source.',
      'Photography still wins for lifestyle scenes with people in them. We combine both: real people, real places, and the product rendered in.',
    ),
    image: 'sales',
  },
  {
    id: 344,
    slug: 'm%c3%bcnchen-trade-fair-ar-stand',
    date: '2026-06-03T13:45:00',
    categories: [BLOG_CATEGORY_ID, EVENTS_CATEGORY_ID],
    tags: [31, 39],
    author: 4,
    title: 'What we learned running an AR stand at a München trade fair',
    excerpt: excerpt(
      'Five days, 2,100 demos and one very busy tablet rack. Notes from our augmented-reality stand in München on queues, Wi-Fi and which demo visitors asked for by name.',
    ),
    content: paragraphs(
      'Trade-fair Wi-Fi fails on the first morning, every time. Everything on our stand ran offline from tablets, with results synchronised to the CRM each evening.',
      'Queues kill conversations. Short, two-minute demos on six tablets kept visitors moving, and a larger screen showed the same scene to the people waiting.',
      'The demo visitors asked for by name was the simplest one: a machine they could open layer by layer with one finger. Complexity impresses engineers for a minute; clarity starts the sales conversation.',
    ),
    image: 'tradeFairKiosk',
    quirks: ['terms-tags-first'],
  },
  {
    id: 338,
    slug: 'ar-work-instructions-mixed-fleet-lessons',
    date: '2026-05-20T09:00:00',
    categories: [BLOG_CATEGORY_ID],
    tags: [31, 38, 35],
    author: 5,
    title:
      'From the paint shop to the parts counter: what eighteen months of augmented-reality work instructions on a mixed fleet of tablets, phones and headsets taught one automotive group',
    excerpt: excerpt(
      'A dealer group with 38 workshops rolled out AR work instructions on whatever devices each site already had. The content was the easy part; keeping 2,000 steps current was not.',
    ),
    content: paragraphs(
      'The group did not buy new hardware. Workshops used their existing tablets, a few phones and eleven headsets, and every instruction had to work on all of them.',
      'After eighteen months the instructions covered 2,000 steps across paint, body and service. The real work turned out to be ownership: each procedure now has a named technician who approves changes.',
      'First-time-fix rates rose from 81% to 90%, and apprentices reached sign-off in the paint shop five weeks sooner than the cohort before them.',
    ),
    image: 'engage',
    quirks: ['media-without-sizes'],
  },
  {
    id: 331,
    slug: 'vr-%e0%a4%aa%e0%a5%8d%e0%a4%b0%e0%a4%b6%e0%a4%bf%e0%a4%95%e0%a5%8d%e0%a4%b7%e0%a4%a3-hindi-shop-floor-teams',
    date: '2026-05-06T15:20:00',
    categories: [BLOG_CATEGORY_ID],
    tags: [32, 38, 37],
    author: 9,
    title: 'VR प्रशिक्षण: training shop-floor teams in Hindi, Marathi and Tamil',
    excerpt: excerpt(
      'Safety training only works in the language people think in. How we localise voice-over, labels and assessments for VR modules used across Indian plants and warehouses.',
    ),
    content: paragraphs(
      'A supervisor in Pune, a picker in Chennai and a forklift driver in Lucknow should not sit through the same English voice-over. Each module now ships with Hindi, Marathi and Tamil audio recorded by native speakers.',
      'Localising is more than translating. Signs in the virtual warehouse, the names of tools and even the gestures in the scenarios change, so that trainees recognise their own workplace.',
      'Assessment scores in the first language rose by 17 points on average, and trainers report far fewer repeat sessions.',
    ),
    image: 'logisticsTraining',
  },
  {
    id: 325,
    slug: 'digital-twin-data-readiness-checklist',
    date: '2026-04-22T10:10:00',
    categories: [BLOG_CATEGORY_ID],
    tags: [33, 36],
    author: 11,
    title: 'Is your plant data ready for a digital twin? A seven-point checklist',
    excerpt: excerpt(
      'Most twin projects stall on data, not on 3D. Seven questions to answer about historians, tag naming and network access before the first model is built.',
    ),
    content: paragraphs(
      'Can you name the five signals that matter most for the line you want to model, and where each one is stored today?',
      'Are tag names consistent across lines and plants, or does every station have its own convention? A naming map built early saves weeks later.',
      'Who owns access to the historian, and can the twin read from it without opening a path into the control network? Settle this with IT and OT together before any model is built.',
    ),
    socialImage: 'manufacturing',
    quirks: ['no-featured-media', 'author-embed-error'],
  },
  {
    id: 318,
    slug: 'configurator-performance-budget-mobile',
    date: '2026-04-08T12:00:00',
    categories: [BLOG_CATEGORY_ID],
    tags: [34, 35],
    author: 0,
    title: 'A performance budget for 3D configurators on mid-range phones',
    excerpt: excerpt(
      'Three seconds to the first interactive frame on a four-year-old phone. The budget we hold every configurator to, and the tricks that keep it there.',
    ),
    content: paragraphs(
      'Our budget: 5 MB of geometry and textures before the first frame, the first interactive frame within three seconds on a mid-range phone, and a steady 30 frames a second while the buyer spins the model.',
      'Textures are the usual culprit. Compressed GPU formats and a low-resolution first pass that sharpens in the background keep the first frame fast without a visible drop in quality.',
      'Everything else loads when the buyer asks for it: interior trims, accessories and the animation of the folding roof.',
    ),
    image: 'sales',
    quirks: ['media-empty-source-url'],
  },
  {
    id: 312,
    slug: 'spatial-audio-vr-training',
    date: '2026-03-01T02:15:00',
    categories: [BLOG_CATEGORY_ID],
    tags: [32, 38],
    author: 7,
    title: 'Spatial audio in VR training: the warning you hear before you see',
    excerpt: excerpt(
      'On a real shop floor the reversing alarm arrives before the forklift does. Why positional sound belongs in every safety scenario, and how little it costs to get right.',
    ),
    content: paragraphs(
      'Trainees in early versions of our warehouse scenario failed the same test again and again: they looked for hazards and ignored what they heard. The sound was there, but it came from everywhere at once.',
      'With positional audio, a reversing alarm comes from behind and to the left, and trainees turn their heads before they think about it. Reaction times in the assessment improved by 0.6 seconds.',
    ),
    image: 'warehouseTraining',
    quirks: ['media-deleted'],
  },

  // ── Case studies (category 21), newest first ─────────────────────────────────────────────────────
  {
    id: 409,
    slug: 'aerospace-mro-ar-guided-inspection',
    date: '2026-11-05T10:00:00',
    categories: [CASE_STUDY_CATEGORY_ID],
    tags: [41, 31],
    author: 2,
    title: 'Aerospace MRO: AR-guided jet engine inspection cuts turnaround by 22%',
    excerpt: excerpt(
      'A maintenance, repair and overhaul provider replaced paper task cards with augmented-reality overlays on the engine itself, and shortened borescope inspections across three hangars.',
    ),
    content: paragraphs(
      'Inspectors see each inspection point highlighted on the engine, record findings by voice and attach borescope images to the exact blade they came from.',
      'Turnaround for a standard inspection fell by 22% in the first six months, and findings now reach engineering with their location attached.',
      'The task cards are authored once from the engine manufacturer&#8217;s manual and updated centrally, so all three hangars work to the same revision.',
    ),
    image: 'jetEngine',
    socialImage: 'jetEngine',
  },
  {
    id: 402,
    slug: '%e6%9d%b1%e4%ba%ac-press-line-digital-twin',
    date: '2026-10-22T10:30:00',
    categories: [CASE_STUDY_CATEGORY_ID],
    tags: [33, 35, 36],
    author: 2,
    title: 'Tier-1 supplier in 東京 (Tokyo): a press-line digital twin cut changeover time by 31%',
    excerpt: excerpt(
      'A body-panel supplier modelled 14 stamping presses with live cycle and die data, and now plans changeovers in the twin before a single die moves on the floor.',
    ),
    content: paragraphs(
      'The supplier runs 14 stamping presses for three carmakers, with more than 200 dies and changeovers several times a shift. Planning them on spreadsheets left presses idle while cranes and crews waited for each other.',
      'The twin combines the plant layout, live press signals and the die store. Planners rehearse the next shift&#8217;s changeovers in the model and send the sequence to crane operators&#8217; tablets.',
      'Average changeover time fell by 31% within five months, and the twin flagged two crane conflicts a week that the old plan had missed.',
    ),
    image: 'automotiveTwin',
    socialImage: 'automotiveTwin',
  },
  {
    id: 395,
    slug: 'automotive-oem-dealer-configurator',
    date: '2026-10-14T09:30:00',
    categories: [CASE_STUDY_CATEGORY_ID],
    tags: [35, 34, 39],
    author: 2,
    title: 'Automotive OEM: a 3D configurator for 400 dealerships',
    excerpt: excerpt(
      'One web 3D configurator now runs on showroom screens, sales tablets and the brand&#8217;s website, with every trim, colour and accessory the plant can build.',
    ),
    content: paragraphs(
      'The OEM&#8217;s dealers previously relied on printed brochures and a handful of demonstrators. Now every combination is one tap away, on every screen in the network.',
      'Configurations saved at home arrive at the dealership with the enquiry, and the share of enquiries that become test drives rose by a third.',
    ),
    image: 'configurator',
  },
  {
    id: 386,
    slug: 'logistics-warehouse-digital-twin',
    date: '2026-09-02T12:00:00',
    categories: [CASE_STUDY_CATEGORY_ID],
    tags: [33, 37],
    author: 2,
    title: 'Third-party logistics: a warehouse digital twin that cut picking travel by 18%',
    excerpt: excerpt(
      'Live slotting data in a 3D twin of a 40,000 m² warehouse showed planners where pickers walked, and which re-slotting moves paid off before a single pallet moved.',
    ),
    content: paragraphs(
      'Planners tested re-slotting scenarios in the twin before moving stock, replaying a week of real orders against each layout.',
      'The chosen layout reduced picking travel by 18% and was rolled out over two weekends without interrupting service.',
    ),
    image: 'factoryTwin',
  },
  {
    id: 380,
    slug: 'cold-chain-vr-forklift-safety-training',
    date: '2026-08-12T09:00:00',
    categories: [CASE_STUDY_CATEGORY_ID],
    tags: [32, 37, 38],
    author: 2,
    title: 'Cold-chain distributor: VR forklift safety training for 600 drivers',
    excerpt: excerpt(
      'Training in a −25 °C freezer store costs time and comfort. Drivers now practise blind corners, ice and pedestrian crossings in virtual reality before their first shift in the cold.',
    ),
    content: paragraphs(
      'The distributor operates nine temperature-controlled sites and hires hundreds of drivers before every festive season. Induction in the freezer store itself was slow, uncomfortable and limited to quiet hours.',
      'A VR module reproduces the company&#8217;s own racking, door curtains and floor markings. Drivers complete six scenarios, each scored on speed, distance kept and hazards spotted.',
      'Near-miss reports from new drivers fell by 38% in the first season, and induction now takes two days instead of four.',
    ),
    image: 'warehouseTraining',
    quirks: ['embedded-missing'],
  },
  {
    id: 371,
    slug: 'heavy-equipment-vr-maintenance-training',
    date: '2026-07-21T08:45:00',
    categories: [CASE_STUDY_CATEGORY_ID],
    tags: [32, 38, 36],
    author: 2,
    title: 'Heavy equipment maker: VR maintenance training across 12 plants',
    excerpt: excerpt(
      'Hydraulic system maintenance is now practised in virtual reality before technicians touch a live machine, with the same scenarios in every plant and every language.',
    ),
    content: paragraphs(
      'Technicians rehearse isolation, pressure release and component replacement in a headset, with mistakes that cost nothing.',
      'All twelve plants train on the same scenarios, and certification time fell from six weeks to under three.',
    ),
    image: 'virtualReality',
  },
  {
    id: 366,
    slug: 'industrial-robot-launch-web-3d-kiosk',
    date: '2026-07-08T14:00:00',
    categories: [CASE_STUDY_CATEGORY_ID],
    tags: [34, 36, 39],
    author: 2,
    title: 'Industrial robotics launch &#8211; a web 3D kiosk that drew 3,200 visitors in five days',
    excerpt: excerpt(
      'A robot maker launched its new collaborative arm with a touch-screen kiosk and a QR code: visitors explored the arm on the stand, then took the same model home on their phones.',
    ),
    content: paragraphs(
      'The arm was shipped to the fair, but only one could be on the stand. The kiosk showed every payload, reach and tool variant, with cycle-time animations for the applications visitors asked about most.',
      'A QR code handed the session to the visitor&#8217;s phone, and 41% of kiosk users opened the model again after the fair. Sales followed up with the configuration each one had saved.',
      '3,200 visitors used the kiosk over five days, and the launch produced 260 qualified leads, twice the target.',
    ),
    image: 'tradeFairKiosk',
  },
  {
    id: 347,
    slug: 'agricultural-machinery-ar-service-manual',
    date: '2026-06-10T11:15:00',
    categories: [CASE_STUDY_CATEGORY_ID],
    tags: [31, 36, 38],
    author: 2,
    title: 'Agricultural machinery: an AR service manual for harvest season',
    excerpt: excerpt(
      'When a combine stops in the field, every hour counts. Dealers&#8217; technicians now open augmented-reality repair guides on a phone, beside the machine.',
    ),
    content: paragraphs(
      'During harvest, dealers send technicians to machines in the field, often far from the workshop and the printed manual. Most carried a phone; few carried the right page.',
      'The manufacturer&#8217;s 60 most frequent field repairs are now AR guides that recognise the machine and overlay each step. They work offline and record which parts were fitted.',
      'Average field repair time fell from 3.4 to 2.1 hours in the first harvest season, and parts returned unused fell by a quarter.',
    ),
    image: 'manufacturing',
  },
  {
    id: 335,
    slug: 'grocery-distribution-vr-picker-onboarding',
    date: '2026-05-14T11:00:00',
    categories: [CASE_STUDY_CATEGORY_ID],
    tags: [32, 37, 38],
    author: 2,
    title: 'Grocery distribution centre: picker onboarding in VR halves the time to full rate',
    excerpt: excerpt(
      'New pickers practise voice picking, pallet building and safe walking routes in a virtual copy of the distribution centre before they join a live shift.',
    ),
    content: paragraphs(
      'Seasonal peaks meant hundreds of new pickers each year, and each took around three weeks to reach the expected pick rate. Mistakes in pallet building caused damage and store complaints.',
      'The virtual distribution centre mirrors the real aisles and uses the same voice-picking prompts. New starters build pallets in VR until heavy-on-light errors disappear, then join a shift with a buddy.',
      'Time to full rate dropped from 19 days to 9, and damaged-pallet complaints from stores fell by 44% during the peak.',
    ),
    image: 'warehouseTraining',
  },
  // The two oldest case studies, with the refused slug after them: page 2 of /CaseStudy (ten posts to a page).
  {
    id: 328,
    slug: 'industrial-pump-maker-web-3d-spare-parts-catalogue',
    date: '2026-04-21T10:00:00',
    categories: [CASE_STUDY_CATEGORY_ID],
    tags: [34, 36, 39],
    author: 2,
    title: 'Industrial pump maker: a web 3D spare-parts catalogue that distributors order from',
    excerpt: excerpt(
      'Distributors now find the right seal or impeller by turning the pump in their browser and clicking the part, instead of searching exploded drawings by part number.',
    ),
    content: paragraphs(
      'The manufacturer sells through distributors in more than thirty countries, and most wrong orders came from misread exploded drawings in printed catalogues.',
      'Each pump family is now a web 3D model built from the engineering data. Distributors open a pump, click the worn part and see its number, its fit and the kit it ships in, then add it to their order.',
      'Wrong-part returns became rare within the first year, and the service team answers far fewer calls that begin with a photo of a broken part.',
    ),
    image: 'web',
  },
  {
    id: 322,
    slug: 'rail-operator-vr-depot-safety-induction',
    date: '2026-03-17T09:00:00',
    categories: [CASE_STUDY_CATEGORY_ID],
    tags: [32, 38],
    author: 2,
    title: 'Rail operator: depot safety induction in virtual reality',
    excerpt: excerpt(
      'New depot staff walk the tracks, pits and live areas of a virtual depot, and practise isolation procedures before they set foot on the real one.',
    ),
    content: paragraphs(
      'Depot inductions used to be classroom slides and a supervised walk-round, fitted in between train movements. Some hazards, such as a live conductor rail or a train moving into a road, could only be described.',
      'The virtual depot reproduces the operator&#8217;s own roads, pits and signage. Trainees practise isolation and permit steps in order, and each mistake is replayed with what would have happened.',
      'Supervisors now spend the real walk-round on local details rather than the basics, and every new starter completes the same induction whatever the shift pattern.',
    ),
    image: 'virtualReality',
  },

  // ── Hostile slugs: older than every other post of their category, so the newest posts and their neighbours stay ──
  {
    id: 296,
    slug: 'launch%2d2026',
    hostileSlug: 'kept',
    date: '2026-02-10T10:00:00',
    categories: [BLOG_CATEGORY_ID],
    tags: [34],
    author: 3,
    title: 'Launch 2026: what our web 3D release plan looks like',
    excerpt: excerpt('An imported post whose slug holds a percent-encoded hyphen. It still has a page, found by the slug exactly as WordPress stores it.'),
    content: paragraphs(
      'This post came over from an older site, and its slug kept the importer&#8217;s spelling of the hyphen. The site looks it up by that stored spelling, so it reads like any other post.',
    ),
  },
  {
    id: 294,
    slug: '..%2F..%2Ftmp%2Fx',
    hostileSlug: 'refused',
    date: '2026-02-09T10:00:00',
    categories: [BLOG_CATEGORY_ID],
    tags: [40],
    author: 4,
    title: 'A slug that climbs out of the build folder',
    excerpt: excerpt('Decoded, this slug walks two folders up and into /tmp. The build refuses it and writes nothing.'),
    content: paragraphs('If this sentence is ever readable on the site, the build wrote a file where it never should.'),
  },
  {
    id: 292,
    slug: '..%2Fabout',
    hostileSlug: 'refused',
    date: '2026-02-08T10:00:00',
    categories: [CASE_STUDY_CATEGORY_ID],
    tags: [40],
    author: 4,
    title: 'Why this case study has no page: its slug points at the About page',
    excerpt: excerpt('Decoded, this slug points at the About page. The build refuses it and the About page stays as written.'),
    content: paragraphs('If this sentence is ever readable on the About page, a post overwrote it.'),
  },

  // ── Neither listing ──────────────────────────────────────────────────────────────────────────────
  {
    id: 300,
    slug: 'satori-xr-opens-pune-centre-of-excellence',
    date: '2026-09-24T10:00:00',
    categories: [PRESS_CATEGORY_ID],
    tags: [],
    author: 2,
    title: 'Satori XR opens a centre of excellence for immersive training in Pune',
    excerpt: excerpt(
      'The new centre gives customers a space to test headsets, AR devices and digital-twin dashboards with their own content before a roll-out.',
    ),
    content: paragraphs(
      'The centre in Pune has a demonstration floor, a capture studio for 3D assets and a lab where customers can test devices with their own training content.',
      'It will host 40 engineers and content designers by the end of the year.',
    ),
    image: 'facility',
  },
];
