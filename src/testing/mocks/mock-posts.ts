/**
 * Embedded mock posts in the WordPress REST API's shape (`/wp/v2/posts?_embed`),
 * used when no content service is configured (VITE_WP_API_URL unset) and by
 * tests. Titles and excerpts carry HTML and character references exactly as
 * WordPress renders them.
 */
import { MOCK_CONTENT_SERVICE_URL as MOCK_SITE } from '@/features/posts/api/posts-client.ts';

export const BLOG_CATEGORY_ID = 1;
export const CASE_STUDY_CATEGORY_ID = 21;

interface MockPostSource {
  id: number;
  slug: string;
  date: string;
  category: typeof BLOG_CATEGORY_ID | typeof CASE_STUDY_CATEGORY_ID;
  title: string;
  excerpt: string;
  paragraphs: string[];
  image: string;
  author: string;
}

const sources: MockPostSource[] = [
  {
    id: 412,
    slug: 'why-3d-product-demos-convert',
    date: '2026-11-12T09:30:00',
    category: BLOG_CATEGORY_ID,
    title: 'Why interactive 3D product demos convert better than video',
    excerpt:
      '<p>Buyers who can turn, open and configure a product on their own screen ask sharper questions and decide sooner. Here is what we have measured across 40 enterprise launches &hellip;</p>\n',
    paragraphs: [
      'A video tells every buyer the same story in the same order. An interactive 3D demo lets each buyer follow their own questions: the procurement lead opens the service panel, the engineer checks the mounting points, the sales director spins the configurator.',
      'Across 40 enterprise launches built on Satori XR, sessions with an interactive model lasted 2.7 times longer than sessions with a product video, and enquiries that followed named a specific variant twice as often.',
    ],
    image: '/media/images/capabilities/web-800.webp',
    author: 'Ananya Rao',
  },
  {
    id: 405,
    slug: 'digital-twins-factory-floor-where-to-start',
    date: '2026-10-28T11:00:00',
    category: BLOG_CATEGORY_ID,
    title: 'Digital twins on the factory floor: where to start',
    excerpt:
      '<p>You do not need a fully instrumented plant to get value from a digital twin. Start with one line, three sensors and a question your shift leads ask every morning [&hellip;]</p>\n',
    paragraphs: [
      'The most successful twin programmes we have seen began small: one production line, a handful of live signals and a single decision the twin should make easier.',
      'Once the shift leads trust the line view, adding stations, maintenance history and energy data is a matter of weeks rather than a new project.',
    ],
    image: '/media/images/capabilities/digital-twin-800.webp',
    author: 'Vikram Menon',
  },
  {
    id: 398,
    slug: 'ar-work-instructions-onboarding',
    date: '2026-10-09T08:15:00',
    category: BLOG_CATEGORY_ID,
    title: 'AR work instructions: onboarding line technicians in days, not weeks',
    excerpt:
      '<p>Step-by-step instructions anchored to the real machine cut the time new technicians need before they work unsupervised. We look at what to author first and how to keep it current.</p>\n',
    paragraphs: [
      'Paper binders and PDF manuals describe a machine; augmented-reality instructions point at it. New technicians see the next step on the part they are holding.',
      'Start with the ten tasks that cause the most escalations, author them once in Satori XR and publish them to tablets and headsets alike.',
    ],
    image: '/media/images/capabilities/augmented-reality-800.webp',
    author: 'Priya Natarajan',
  },
  {
    id: 391,
    slug: 'cad-to-browser-web-3d',
    date: '2026-09-17T10:45:00',
    category: BLOG_CATEGORY_ID,
    title: 'From CAD to browser: preparing engineering models for web 3D',
    excerpt:
      '<p>A 2 GB assembly will not load on a sales rep&#8217;s phone. How we reduce engineering models to a few megabytes without losing the details buyers care about.</p>\n',
    paragraphs: [
      'Engineering CAD is built for precision, not for a mobile browser. Tessellation, instancing and texture baking bring a full assembly down to a size that opens in seconds.',
      'The trick is deciding what the audience needs to see: fasteners rarely sell a product, but the finish of a dashboard often does.',
    ],
    image: '/media/images/capabilities/web-480.webp',
    author: 'Karthik Iyer',
  },
  {
    id: 384,
    slug: 'measuring-roi-vr-safety-training',
    date: '2026-08-26T14:20:00',
    category: BLOG_CATEGORY_ID,
    title: 'Measuring the ROI of VR safety training',
    excerpt:
      '<p>Fewer incidents is the goal, but it is a slow signal. Four measures that show within a quarter whether virtual-reality safety drills are working.</p>\n',
    paragraphs: [
      'Incident rates move slowly and for many reasons. Time to competence, error rates in the headset, refresher frequency and trainer hours saved show results within a quarter.',
      'We share the dashboard our manufacturing customers use to report training outcomes to their EHS committees.',
    ],
    image: '/media/images/capabilities/virtual-reality-800.webp',
    author: 'Meera Kulkarni',
  },
  {
    id: 377,
    slug: 'virtual-showrooms-dealer-networks',
    date: '2026-08-05T09:00:00',
    category: BLOG_CATEGORY_ID,
    title: 'Virtual showrooms &amp; dealer networks: what configurators teach us',
    excerpt:
      '<p>Dealers cannot stock every trim and colour. A 3D configurator on the showroom screen and on the customer&#8217;s sofa closes the gap between brochure and test drive.</p>\n',
    paragraphs: [
      'Showroom floor space is expensive and inventory is slow to rotate. A configurator shows every combination the factory can build, on the showroom screen and at home.',
      'The dealers that gain most hand the customer a saved configuration, so the conversation in the showroom starts where the evening at home ended.',
    ],
    image: '/media/images/case-studies/automotive-configurator-800.webp',
    author: 'Ananya Rao',
  },
  {
    id: 409,
    slug: 'aerospace-mro-ar-guided-inspection',
    date: '2026-11-05T10:00:00',
    category: CASE_STUDY_CATEGORY_ID,
    title: 'Aerospace MRO: AR-guided jet engine inspection cuts turnaround by 22%',
    excerpt:
      '<p>A maintenance, repair and overhaul provider replaced paper task cards with augmented-reality overlays on the engine itself, and shortened borescope inspections across three hangars.</p>\n',
    paragraphs: [
      'Inspectors see each inspection point highlighted on the engine, record findings by voice and attach borescope images to the exact blade they came from.',
      'Turnaround for a standard inspection fell by 22% in the first six months, and findings now reach engineering with their location attached.',
    ],
    image: '/media/images/case-studies/aerospace-jet-engine-800.webp',
    author: 'Satori XR Team',
  },
  {
    id: 395,
    slug: 'automotive-oem-dealer-configurator',
    date: '2026-10-14T09:30:00',
    category: CASE_STUDY_CATEGORY_ID,
    title: 'Automotive OEM: a 3D configurator for 400 dealerships',
    excerpt:
      '<p>One web 3D configurator now runs on showroom screens, sales tablets and the brand&#8217;s website, with every trim, colour and accessory the plant can build.</p>\n',
    paragraphs: [
      'The OEM’s dealers previously relied on printed brochures and a handful of demonstrators. Now every combination is one tap away, on every screen in the network.',
      'Configurations saved at home arrive at the dealership with the enquiry, and the share of enquiries that become test drives rose by a third.',
    ],
    image: '/media/images/case-studies/automotive-configurator-800.webp',
    author: 'Satori XR Team',
  },
  {
    id: 386,
    slug: 'logistics-warehouse-digital-twin',
    date: '2026-09-02T12:00:00',
    category: CASE_STUDY_CATEGORY_ID,
    title: 'Third-party logistics: a warehouse digital twin that cut picking travel by 18%',
    excerpt:
      '<p>Live slotting data in a 3D twin of a 40,000 m² warehouse showed planners where pickers walked, and which re-slotting moves paid off before a single pallet moved.</p>\n',
    paragraphs: [
      'Planners tested re-slotting scenarios in the twin before moving stock, replaying a week of real orders against each layout.',
      'The chosen layout reduced picking travel by 18% and was rolled out over two weekends without interrupting service.',
    ],
    image: '/media/images/case-studies/factory-twin-800.webp',
    author: 'Satori XR Team',
  },
  {
    id: 371,
    slug: 'heavy-equipment-vr-maintenance-training',
    date: '2026-07-21T08:45:00',
    category: CASE_STUDY_CATEGORY_ID,
    title: 'Heavy equipment maker: VR maintenance training across 12 plants',
    excerpt:
      '<p>Hydraulic system maintenance is now practised in virtual reality before technicians touch a live machine, with the same scenarios in every plant and every language.</p>\n',
    paragraphs: [
      'Technicians rehearse isolation, pressure release and component replacement in a headset, with mistakes that cost nothing.',
      'All twelve plants train on the same scenarios, and certification time fell from six weeks to under three.',
    ],
    image: '/media/images/capabilities/virtual-reality-800.webp',
    author: 'Satori XR Team',
  },
];

const categoryName = (category: number) => (category === BLOG_CATEGORY_ID ? 'Blog' : 'Case Studies');
const categorySlug = (category: number) => (category === BLOG_CATEGORY_ID ? 'blogs' : 'CaseStudy');

/** A post as the WordPress REST API returns it with `_embed`. */
export interface WordPressPost {
  id: number;
  slug: string;
  date: string;
  link: string;
  guid: { rendered: string };
  categories: number[];
  title: { rendered: string };
  excerpt: { rendered: string; protected: boolean };
  content: { rendered: string; protected: boolean };
  _embedded: {
    author: { id: number; name: string }[];
    'wp:featuredmedia': { id: number; source_url: string; alt_text: string; guid: { rendered: string } }[];
    'wp:term': { id: number; name: string; taxonomy: 'category' }[][];
  };
}

export const mockPosts: readonly WordPressPost[] = sources
  .map((post): WordPressPost => ({
    id: post.id,
    slug: post.slug,
    date: post.date,
    link: `${MOCK_SITE}/${categorySlug(post.category)}/${post.slug}/`,
    guid: { rendered: `${MOCK_SITE}/?p=${post.id}` },
    categories: [post.category],
    title: { rendered: post.title },
    excerpt: { rendered: post.excerpt, protected: false },
    content: { rendered: post.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n'), protected: false },
    _embedded: {
      author: [{ id: post.id * 10, name: post.author }],
      'wp:featuredmedia': [{ id: post.id + 1000, source_url: post.image, alt_text: '', guid: { rendered: post.image } }],
      'wp:term': [[{ id: post.category, name: categoryName(post.category), taxonomy: 'category' }]],
    },
  }))
  .sort((a, b) => b.date.localeCompare(a.date));
