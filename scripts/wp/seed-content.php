<?php
/*
 * The posts seed.php writes into the local WordPress, in insertion order. The order is deliberately not
 * chronological and mixes the two categories, so post ids neither follow dates nor stay dense within a
 * category (the neighbour queries must go by date, not by id arithmetic).
 *
 * Fields: slug (as typed; WordPress sanitises it), title (raw, as an editor types it), date (UTC, also used as the GMT date), category
 * ('blog' → id 1, 'case-studies' → id 21), author ('ananya' | 'vikram'), tags (slugs), image (one of
 * 'generated', 'none', 'deleted', 'draft-parent', 'no-sizes'; see seed.php), excerpt and content (HTML).
 * Optional: storedSlug, a spelling seed.php writes to post_name directly, as an import or a database edit can
 * (sanitize_title would never produce it), and hostileSlug, 'refused' when the site must give the post no page
 * and no link, 'kept' when it must still find the post by that exact spelling (issue 25's hostile slugs; they
 * are the oldest blog posts, so the listings and the newest posts' neighbours are unchanged).
 */

return [
    [
        'slug' => 'webxr-product-configurators-in-every-browser',
        'title' => 'How WebXR Brings Product Configurators to Every Browser',
        'date' => '2024-09-12 09:30:00',
        'category' => 'blog',
        'author' => 'ananya',
        'tags' => ['webxr'],
        'image' => 'generated',
        'excerpt' => 'A configurator that opens from a link, with no app to install, changes who gets to see your product in 3D.',
        'content' => '<p>For years, showing a vehicle or a machine in 3D meant a kiosk, a downloaded app or a sales engineer with a laptop. WebXR removes that step: the same link opens a configurator on a phone, a laptop or a headset.</p>
<h2>What changes for sales teams</h2>
<p>Dealers share one link instead of shipping brochures. Buyers rotate the model, switch trims and place it in their own space with AR, and every choice they make can flow back to the CRM.</p>
<ul><li>No installation, so no drop-off at the app store.</li><li>One model pipeline for web, tablet and headset.</li><li>Analytics on which options buyers actually explore.</li></ul>',
    ],
    [
        'slug' => 'tier-1-supplier-cuts-changeover-training-with-vr',
        'title' => 'Tier-1 Supplier Cuts Line Changeover Training Time with VR',
        'date' => '2024-09-25 10:00:00',
        'category' => 'case-studies',
        'author' => 'vikram',
        'tags' => ['training'],
        'image' => 'generated',
        'excerpt' => 'An automotive supplier moved changeover training from the live line into a VR replica and halved the time to certify new operators.',
        'content' => '<p>Every changeover on the stamping line used to be a training opportunity that cost production time. The supplier needed new operators certified without stopping the line for walkthroughs.</p>
<h2>The approach</h2>
<p>We rebuilt the changeover station from CAD data and recorded the expert sequence step by step. Trainees practise in VR until they complete the sequence without prompts, and only then move to supervised practice on the real press.</p>
<p>Certification time fell from four weeks to two, and unplanned stops during changeovers dropped in the first quarter after rollout.</p>',
    ],
    [
        'slug' => 'digital-twins-explained-for-plant-managers',
        'title' => 'Digital Twins Explained for Plant Managers',
        'date' => '2024-10-28 08:15:00',
        'category' => 'blog',
        'author' => 'ananya',
        'tags' => ['digital-twins'],
        'image' => 'none',
        'excerpt' => 'A digital twin is not a 3D model with a dashboard. Here is what it is, and what it takes to make one useful.',
        'content' => '<p>A digital twin pairs a faithful 3D model of a line or a building with the data that describes its current state: machine status, throughput, inventory and people.</p>
<h2>Start with a question</h2>
<p>The most useful twins begin with one decision the plant makes often, such as where to put a new cell or how to re-route forklifts during a peak. Build enough of the twin to answer that question, then grow it.</p>',
    ],
    [
        'slug' => 'regional-logistics-hub-plans-expansion-in-a-digital-twin',
        'title' => 'Regional Logistics Hub Plans Its Expansion in a Digital Twin',
        'date' => '2024-11-05 09:00:00',
        'category' => 'case-studies',
        'author' => 'ananya',
        'tags' => ['digital-twins'],
        'image' => 'generated',
        'excerpt' => 'Before pouring concrete, a logistics operator tested three layouts for its new cross-dock in a shared digital twin.',
        'content' => '<p>The operator was adding twelve dock doors and a sortation loop to a busy hub. Planners, the safety team and the automation vendor each had their own drawings, and none of them showed the same building.</p>
<p>We combined the drawings into one digital twin that everyone could walk through in the browser. Simulated peak-hour traffic exposed a crossing point between forklifts and pedestrians in the preferred layout, which was moved before construction began.</p>',
    ],
    [
        'slug' => 'five-lessons-from-vr-training-on-the-shop-floor',
        'title' => 'Five Lessons from Deploying VR Training on the Shop Floor',
        'date' => '2024-10-03 11:00:00',
        'category' => 'blog',
        'author' => 'vikram',
        'tags' => ['training'],
        'image' => 'generated',
        'excerpt' => 'Headsets are the easy part. Scheduling, hygiene, content updates and supervisor buy-in decide whether VR training lasts.',
        'content' => '<p>We have rolled out VR training on assembly lines, in warehouses and in service workshops. The technology rarely fails; the programme around it sometimes does.</p>
<ol><li>Give supervisors their own session first.</li><li>Book headset time like any other training slot.</li><li>Plan for cleaning and charging between sessions.</li><li>Update modules when the real process changes, not once a year.</li><li>Measure time to competence, not hours in the headset.</li></ol>',
    ],
    [
        'slug' => 'design-review-xr-in-the-design-studio',
        'title' => 'Design & Review: Why Teams Can’t Wait – XR in the Design Studio',
        'date' => '2024-11-19 14:45:00',
        'category' => 'blog',
        'author' => 'vikram',
        'tags' => ['webxr'],
        'image' => 'generated',
        'excerpt' => 'Design reviews at full scale catch problems that screens hide. Here is how studios fit XR into their weekly rhythm.',
        'content' => '<p>A dashboard that looks right on a monitor can feel cramped at full scale. Studios that review in XR catch reach, sight-line and clearance issues weeks earlier.</p>
<p>The trick is to make the review part of the existing cadence: the same Thursday meeting, the same CAD export, with the model opened in headsets instead of on the projector.</p>',
    ],
    [
        'slug' => 'münchen-auto-show-ar-showrooms',
        'title' => 'What München’s Auto Show Taught Us About AR Showrooms',
        'date' => '2024-12-10 10:00:00',
        'category' => 'blog',
        'author' => 'ananya',
        'tags' => ['webxr'],
        'image' => 'generated',
        'excerpt' => 'At the show, visitors placed cars in their own driveways with AR. The queues were at the tablets, not the turntables.',
        'content' => '<p>Exhibitors brought fewer physical cars to München this year and more ways to see them. The most visited stands let people configure a car and drop it, full size, onto the floor next to them.</p>
<p>Three things made the difference: instant loading, true-to-scale placement and a way to send the configuration home.</p>',
    ],
    [
        'slug' => 'commercial-vehicle-maker-launches-ar-showroom',
        'title' => 'Commercial Vehicle Maker Launches an AR Showroom for Dealers',
        'date' => '2024-12-17 11:30:00',
        'category' => 'case-studies',
        'author' => 'vikram',
        'tags' => ['webxr'],
        'image' => 'draft-parent',
        'excerpt' => 'Dealers now show every body variant of a light truck range in AR, without a single demonstrator on the lot.',
        'content' => '<p>A light truck range with eleven body variants cannot fit on any dealer lot. The manufacturer wanted buyers to see the exact variant they would order, at full size.</p>
<p>Dealers open the AR showroom on a tablet, place the truck in the yard and walk around it with the customer. Variant changes take seconds, and the final configuration goes straight into the quote.</p>',
    ],
    [
        'slug' => 'measuring-the-roi-of-immersive-sales-demos',
        'title' => 'Measuring the ROI of Immersive Sales Demos',
        'date' => '2025-01-14 09:00:00',
        'category' => 'blog',
        'author' => 'vikram',
        'tags' => [],
        'image' => 'deleted',
        'excerpt' => 'Shorter sales cycles, fewer demo units in transit and better-qualified leads: how to put numbers on an immersive demo.',
        'content' => '<p>Immersive demos are easy to love and hard to budget for. Finance teams respond to three figures: the cost of physical demo units avoided, the change in sales-cycle length and the conversion rate of leads who used the demo.</p>
<p>Track them from the first pilot. A baseline measured before rollout is worth more than any estimate made after it.</p>',
    ],
    [
        'slug' => 'aerospace-mro-team-rehearses-engine-inspections-in-vr',
        'title' => 'Aerospace MRO Team Rehearses Engine Inspections in VR',
        'date' => '2025-01-29 08:45:00',
        'category' => 'case-studies',
        'author' => 'ananya',
        'tags' => ['training'],
        'image' => 'none',
        'excerpt' => 'Borescope inspection steps are now rehearsed in VR before technicians touch a live engine.',
        'content' => '<p>Engine inspections follow long, strict procedures, and access to an engine on the ground is scarce. The maintenance team needed a way to rehearse without taking an aircraft out of service.</p>
<p>The VR module walks technicians through access panels, tooling and inspection points in order, and flags any skipped step. Supervisors review each rehearsal before sign-off.</p>',
    ],
    [
        'slug' => 'photogrammetry-vs-cad-getting-real-products-into-3d',
        'title' => 'Photogrammetry vs. CAD: Getting Real Products into 3D',
        'date' => '2025-02-06 13:20:00',
        'category' => 'blog',
        'author' => 'ananya',
        'tags' => [],
        'image' => 'none',
        'excerpt' => 'CAD is precise but heavy; photogrammetry is realistic but noisy. Most product pipelines need a little of both.',
        'content' => '<p>CAD data describes a product exactly, including parts nobody will ever see. Photogrammetry captures how the finished product really looks, scratches and all.</p>
<p>For sales experiences we usually start from CAD, strip hidden geometry, and borrow materials and textures from photographs of the real product.</p>',
    ],
    [
        'slug' => 'cold-chain-warehouse-trains-pickers-before-go-live',
        'title' => 'Cold-Chain Warehouse Trains Pickers Before Go-Live',
        'date' => '2025-03-11 14:00:00',
        'category' => 'case-studies',
        'author' => 'vikram',
        'tags' => ['training', 'digital-twins'],
        'image' => 'generated',
        'excerpt' => 'Pickers learned the layout and safety rules of a new frozen-goods warehouse weeks before it opened.',
        'content' => '<p>A new cold-chain facility could not be used for training until it was commissioned, and by then it had to ship orders. Working at minus twenty-five degrees also limits how long anyone can stay on the floor.</p>
<p>Pickers trained in a VR twin of the building: pick paths, freezer-door discipline and emergency exits. On opening day, error rates matched those of the operator’s established sites.</p>',
    ],
    [
        'slug' => 'streaming-heavy-3d-models-to-tablets',
        'title' => 'Streaming Heavy 3D Models to Tablets Without the Wait',
        'date' => '2025-03-18 09:00:00',
        'category' => 'blog',
        'author' => 'vikram',
        'tags' => ['webxr'],
        'image' => 'generated',
        'excerpt' => 'Level-of-detail streaming, compressed geometry and texture budgets let a full vehicle load on a mid-range tablet.',
        'content' => '<p>A complete vehicle model can weigh several gigabytes. A tablet on a showroom Wi-Fi network needs something closer to thirty megabytes to start.</p>
<p>We send a coarse version first, stream detail for whatever the camera looks at, and compress geometry and textures for the device that asked.</p>',
    ],
    [
        'slug' => 'spatial-audio-cues-that-make-vr-training-stick',
        'title' => 'Spatial Audio Cues That Make VR Training Stick',
        'date' => '2025-03-18 09:00:00',
        'category' => 'blog',
        'author' => 'ananya',
        'tags' => ['training'],
        'image' => 'generated',
        'excerpt' => 'Sound tells trainees where to look before they know they should. Spatial audio is the cheapest realism in VR.',
        'content' => '<p>On a real shop floor, a hiss or an alarm turns heads long before anything is visible. Training that leaves sound out teaches people to rely on their eyes alone.</p>
<p>Positioned audio cues make hazards findable, and they cost far less to produce than extra visual detail.</p>',
    ],
    [
        'slug' => 'hardening-embedded-3d-viewers-against-hostile-markup',
        'title' => 'Hardening Embedded 3D Viewers Against Hostile Markup',
        'date' => '2025-04-22 16:05:00',
        'category' => 'blog',
        'author' => 'vikram',
        'tags' => [],
        'image' => 'none',
        'excerpt' => '<p>Embedded viewers render whatever the CMS sends. <img src="x" onerror="window.__satoriXss=\'excerpt-img-onerror\'"> This excerpt is a test.</p><script>window.__satoriXss = \'excerpt-script\';</script>',
        'content' => '<p>This post deliberately carries hostile markup, stored raw as an administrator could. A site that renders it must neutralise every payload below.</p>
<script>window.__satoriXss = \'content-script\';</script>
<p><img src="x" onerror="window.__satoriXss=\'content-img-onerror\'" alt="Broken image with an onerror handler"></p>
<p><a href="javascript:window.__satoriXss=\'content-javascript-link\'">A javascript: link</a></p>
<iframe src="https://evil.example.com/embed/viewer" width="320" height="180" title="An iframe from a host that is not allowed"></iframe>
<svg width="16" height="16" onload="window.__satoriXss=\'content-svg-onload\'"><circle cx="8" cy="8" r="6"></circle></svg>
<p><a href="https://www.satorixr.com/" target="_blank">A link that opens a new tab without rel</a></p>
<p><iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" width="560" height="315" title="A video from an allowed host"></iframe></p>
<p>The text around the payloads, like this paragraph, should still be readable.</p>',
    ],
    [
        'slug' => 'electric-two-wheeler-brand-sells-configurations-in-3d',
        'title' => 'Electric Two-Wheeler Brand Sells Configurations Online in 3D',
        'date' => '2025-05-06 09:20:00',
        'category' => 'case-studies',
        'author' => 'ananya',
        'tags' => ['webxr'],
        'image' => 'generated',
        'excerpt' => 'A web-3D configurator became the brand’s main sales channel within six months of launch.',
        'content' => '<p>The brand sells mostly online, and buyers wanted to see colours, seats and accessories together before paying a deposit.</p>
<p>The configurator runs in any browser, loads in under three seconds on a 4G connection and hands the finished configuration to checkout. Deposits from configured scooters now outnumber those from the product pages.</p>',
    ],
    [
        'slug' => 'headset-fleet-management-for-enterprise-xr-rollouts',
        'title' => 'A Practical Guide to Headset Fleet Management for Enterprise XR Rollouts Across Multiple Regional Training Centres',
        'date' => '2025-05-27 07:50:00',
        'category' => 'blog',
        'author' => 'ananya',
        'tags' => ['training'],
        'image' => 'no-sizes',
        'excerpt' => 'Enrolment, updates, content delivery and charging: what it takes to keep two hundred headsets ready for Monday morning.',
        'content' => '<p>A pilot with five headsets can be run from one laptop. A rollout across regional training centres needs device management, scheduled content updates and someone who owns the charging cupboard.</p>
<p>Enrol every device in a management console on day one, pin the training app in kiosk mode and push content updates overnight.</p>',
    ],
    [
        'slug' => 'from-floor-plan-to-digital-twin-in-ten-days',
        'title' => 'From Floor Plan to Digital Twin in Ten Working Days',
        'date' => '2025-06-30 12:00:00',
        'category' => 'blog',
        'author' => 'vikram',
        'tags' => ['digital-twins'],
        'image' => 'generated',
        'excerpt' => 'A laser scan, a floor plan and a list of assets are enough to start. Here is our ten-day plan.',
        'content' => '<p>Days one and two: scan the building and collect the drawings. Days three to six: model the structure and place the main assets. Days seven to nine: connect the first live data sources. Day ten: walk the plant team through it and agree on the next question it should answer.</p>',
    ],
    [
        'slug' => 'steel-plant-safety-walkthroughs-move-to-mixed-reality',
        'title' => 'Steel Plant Safety Walkthroughs Move to Mixed Reality',
        'date' => '2025-07-15 13:00:00',
        'category' => 'case-studies',
        'author' => 'vikram',
        'tags' => ['training'],
        'image' => 'generated',
        'excerpt' => 'Contractors now complete site safety inductions in mixed reality before their first shift.',
        'content' => '<p>Hundreds of contractors enter the plant each month, and each needs a safety induction that covers hot zones, crane paths and muster points.</p>
<p>The mixed-reality induction overlays hazards on a scale model of the site and checks understanding with short tasks. Induction time fell by a third and the safety team can prove who saw what.</p>',
    ],
    [
        // WordPress transliterates Latin accents in slugs (the München post above is stored as munchen-…), but
        // keeps other scripts, percent-encoded: this one is stored as %e0%a4%ac%e0%a5%87…-webxr-meetup-recap.
        'slug' => 'बेंगलुरु-webxr-meetup-recap',
        'title' => 'Meetup Recap: WebXR for Manufacturing Teams in बेंगलुरु',
        'date' => '2025-10-21 18:30:00',
        'category' => 'blog',
        'author' => 'vikram',
        'tags' => ['webxr'],
        'image' => 'generated',
        'excerpt' => 'Sixty engineers, four demos and one question that came up in every session: how do we get our CAD data onto the web?',
        'content' => '<p>Our first Bengaluru meetup brought together manufacturing engineers, training leads and web developers for an evening of WebXR demos.</p>
<p>The liveliest discussion was about data: which CAD exports survive the trip to the browser, how to keep part names for analytics, and who owns the simplified model once it exists.</p>',
    ],
    [
        'slug' => 'accessibility-in-virtual-reality-designing-for-every-trainee',
        'title' => 'Accessibility in Virtual Reality: Designing for Every Trainee',
        'date' => '2025-08-05 10:30:00',
        'category' => 'blog',
        'author' => 'ananya',
        'tags' => ['training'],
        'image' => 'generated',
        'excerpt' => 'Seated modes, captions and adjustable reach make VR training usable by the whole workforce.',
        'content' => '<p>Training has to work for everyone on the roster. In VR that means a seated mode, captions for every instruction, adjustable reach distances and controls that work with one hand.</p>
<p>None of these are expensive if they are designed in from the start.</p>',
    ],
    [
        'slug' => 'web-3d-performance-budgets-we-actually-keep',
        'title' => 'Web-3D Performance Budgets We Actually Keep',
        'date' => '2025-09-16 15:10:00',
        'category' => 'blog',
        'author' => 'vikram',
        'tags' => ['webxr'],
        'image' => 'none',
        'excerpt' => 'Triangle counts, texture memory and time to first frame: the three numbers every web-3D project should track.',
        'content' => '<p>A budget only works if someone checks it on every build. Ours has three lines: triangles on screen, texture memory and time to first interactive frame on a mid-range phone.</p>
<p>When a model breaks the budget, the build says so, and the fix happens before a customer ever waits for it.</p>',
    ],
    [
        'slug' => 'packaging-line-digital-twin-finds-hidden-bottleneck',
        'title' => 'Packaging Line Digital Twin Finds a Hidden Bottleneck',
        'date' => '2025-10-07 10:10:00',
        'category' => 'case-studies',
        'author' => 'ananya',
        'tags' => ['digital-twins'],
        'image' => 'none',
        'excerpt' => 'Replaying a week of line data in a digital twin showed that the slowest machine was not the one everyone blamed.',
        'content' => '<p>The packaging line missed its target every week, and the case packer took the blame. A digital twin fed with a week of machine states told a different story: the labeller upstream starved the packer several times an hour.</p>
<p>A small buffer conveyor fixed it. Output rose by eight percent without touching the case packer.</p>',
    ],
    [
        'slug' => 'launch-2026-web-3d-release-plan',
        'storedSlug' => 'launch%2d2026',
        'hostileSlug' => 'kept',
        'title' => 'Launch 2026: What Our Web 3D Release Plan Looks Like',
        'date' => '2024-08-03 10:00:00',
        'category' => 'blog',
        'author' => 'ananya',
        'tags' => ['webxr'],
        'image' => 'none',
        'excerpt' => 'An imported post whose slug holds a percent-encoded hyphen. It still has a page, found by the slug exactly as WordPress stores it.',
        'content' => '<p>This post came over from an older site, and its slug kept the importer&rsquo;s spelling of the hyphen. The site looks it up by that stored spelling, so it reads like any other post.</p>',
    ],
    [
        'slug' => 'slug-that-climbs-out-of-the-build-folder',
        'storedSlug' => '..%2F..%2Ftmp%2Fx',
        'hostileSlug' => 'refused',
        'title' => 'A Slug That Climbs Out of the Build Folder',
        'date' => '2024-08-02 10:00:00',
        'category' => 'blog',
        'author' => 'vikram',
        'tags' => ['training'],
        'image' => 'none',
        'excerpt' => 'Decoded, this slug walks two folders up and into /tmp. The build refuses it and writes nothing.',
        'content' => '<p>If this sentence is ever readable on the site, the build wrote a file where it never should.</p>',
    ],
    [
        'slug' => 'slug-that-points-at-the-about-page',
        'storedSlug' => '..%2Fabout',
        'hostileSlug' => 'refused',
        'title' => 'A Slug That Points at the About Page',
        'date' => '2024-08-01 10:00:00',
        'category' => 'blog',
        'author' => 'vikram',
        'tags' => ['training'],
        'image' => 'none',
        'excerpt' => 'Decoded, this slug points at the About page. The build refuses it and the About page stays as written.',
        'content' => '<p>If this sentence is ever readable on the About page, a post overwrote it.</p>',
    ],
];
