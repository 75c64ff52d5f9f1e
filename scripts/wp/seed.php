<?php
/*
 * Installs and seeds the local WordPress, deterministically, on an empty database:
 *   php scripts/wp/seed.php --port=8091 --seed-version=<hash>
 * scripts/wp-local.ts runs it after (re)creating the database, and saves what it prints on stdout (the seed
 * manifest, JSON) as .wp-local/seed.json. Messages go to stderr. It refuses to run on an installed site.
 *
 * Featured-image cases (the `image` field of seed-content.php):
 *   generated     a GD-drawn JPEG or PNG with every intermediate size WordPress makes;
 *   none          no featured image (featured_media 0);
 *   deleted       set, then the attachment deleted, with _thumbnail_id left pointing at it
 *                 (featured_media keeps the id; see SEED_EMBEDDED_MEDIA for what _embed gives);
 *   draft-parent  an attachment uploaded to an unpublished draft, so anonymous readers may not see it
 *                 (the embedded media is a rest_forbidden error, 401);
 *   no-sizes      an image smaller than every intermediate size (media_details.sizes is empty).
 */

const SEED_HOST = '127.0.0.1';
const SITE_TITLE = 'Satori XR Insights';
const BLOG_CATEGORY_ID = 1;
const CASE_STUDY_CATEGORY_ID = 21;
const XSS_MARKER = '__satoriXss';
/**
 * What `_embedded['wp:featuredmedia'][0]` holds for each image case, as WordPress 6.1 answers:
 *   attachment      the media object (source_url, media_details; sizes is {} for no-sizes);
 *   absent          no wp:featuredmedia key at all (featured_media is 0);
 *   rest-index      the REST index (name, description, url, routes, ...): for a deleted attachment the
 *                   post's featuredmedia link is {base}/wp-json/ itself, because rest_get_route_for_post()
 *                   finds no route (GET /wp/v2/media/<id> alone answers rest_post_invalid_id, 404);
 *   rest_forbidden  {code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: {status: 401}}.
 */
const SEED_EMBEDDED_MEDIA = ['generated' => 'attachment', 'no-sizes' => 'attachment', 'none' => 'absent', 'deleted' => 'rest-index', 'draft-parent' => 'rest_forbidden'];

function seed_log(string $message): void
{
    fwrite(STDERR, "[seed] $message\n");
}

function seed_fail(string $message): never
{
    fwrite(STDERR, "[seed] ERROR: $message\n");
    exit(1);
}

/** @return array{port: int, version: string} */
function seed_arguments(): array
{
    $options = getopt('', ['port:', 'seed-version:']);
    $port = (int) ($options['port'] ?? 0);
    $version = (string) ($options['seed-version'] ?? '');
    if ($port < 1 || $version === '') seed_fail('usage: php seed.php --port=<port> --seed-version=<hash>');
    return ['port' => $port, 'version' => $version];
}

/** Debian's wp-config.php picks /etc/wordpress/config-<host>.php from the Host header, which a CLI run lacks. */
function seed_load_wordpress(int $port): void
{
    $_SERVER['HTTP_HOST'] = SEED_HOST . ':' . $port;
    $_SERVER['SERVER_NAME'] = SEED_HOST;
    $_SERVER['SERVER_PORT'] = (string) $port;
    $_SERVER['REQUEST_URI'] = '/';
    $_SERVER['REQUEST_METHOD'] = 'GET';
    define('WP_INSTALLING', true);
    require '/usr/share/wordpress/wp-load.php';
    require_once ABSPATH . 'wp-admin/includes/upgrade.php';
    require_once ABSPATH . 'wp-admin/includes/image.php';
    require_once ABSPATH . 'wp-admin/includes/post.php';
}

function seed_install_site(): void
{
    if (is_blog_installed()) seed_fail('WordPress is already installed in this database; wp:local drops the database before seeding.');
    // No mail server here, and none wanted: skip the "new site" e-mail instead of waiting for sendmail.
    add_filter('pre_wp_mail', '__return_false');
    $result = wp_install(SITE_TITLE, 'admin', 'wordpress-admin@example.com', true, '', 'local-admin-only');
    if (!is_array($result) || empty($result['user_id'])) seed_fail('wp_install did not create the administrator.');
    wp_set_current_user((int) $result['user_id']);
    // An administrator may post unfiltered HTML; the seed stores hostile markup raw on purpose, including a
    // target=_blank link without rel (WordPress would otherwise add rel="noopener" on save).
    kses_remove_filters();
    wp_remove_targeted_link_rel_filters();

    update_option('blogdescription', 'Immersive 3D, AR, VR and digital twins for industry');
    update_option('timezone_string', 'UTC');
    update_option('gmt_offset', 0);
    update_option('posts_per_page', 10);
    update_option('default_comment_status', 'closed');
    update_option('default_ping_status', 'closed');
    // Flat uploads: file URLs must not depend on the month the seed ran.
    update_option('uploads_use_yearmonth_folders', 0);

    global $wp_rewrite;
    $wp_rewrite->set_permalink_structure('/%postname%/');
    flush_rewrite_rules(false);

    // wp_install's sample content: "Hello world!" (in category 1), the sample page and the privacy-policy draft.
    foreach (get_posts(['post_type' => 'any', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids']) as $id) {
        wp_delete_post($id, true);
    }
}

/** @return array<string, array{id: int, name: string, slug: string}> categories by slug */
function seed_categories(): array
{
    global $wpdb;
    $blog = wp_update_term(BLOG_CATEGORY_ID, 'category', ['name' => 'Blog', 'slug' => 'blog']);
    if (is_wp_error($blog)) seed_fail('renaming category 1: ' . $blog->get_error_message());
    // The site asks for category 21 by id: make it the next term id WordPress hands out.
    $wpdb->query("ALTER TABLE {$wpdb->terms} AUTO_INCREMENT = " . CASE_STUDY_CATEGORY_ID);
    $cases = wp_insert_term('Case Studies', 'category', ['slug' => 'case-studies']);
    if (is_wp_error($cases) || (int) $cases['term_id'] !== CASE_STUDY_CATEGORY_ID) {
        seed_fail('"Case Studies" did not get term id ' . CASE_STUDY_CATEGORY_ID . ': ' . (is_wp_error($cases) ? $cases->get_error_message() : $cases['term_id']));
    }
    return [
        'blog' => ['id' => BLOG_CATEGORY_ID, 'name' => 'Blog', 'slug' => 'blog'],
        'case-studies' => ['id' => CASE_STUDY_CATEGORY_ID, 'name' => 'Case Studies', 'slug' => 'case-studies'],
    ];
}

/** @return array<string, array{id: int, name: string, slug: string}> tags by slug */
function seed_tags(): array
{
    $tags = [];
    foreach (['digital-twins' => 'Digital Twins', 'webxr' => 'WebXR', 'training' => 'Training'] as $slug => $name) {
        $term = wp_insert_term($name, 'post_tag', ['slug' => $slug]);
        if (is_wp_error($term)) seed_fail("tag $name: " . $term->get_error_message());
        $tags[$slug] = ['id' => (int) $term['term_id'], 'name' => $name, 'slug' => $slug];
    }
    return $tags;
}

/** @return array<string, array{id: int, name: string, slug: string}> authors by key */
function seed_authors(): array
{
    $authors = [];
    foreach (['ananya' => ['Ananya', 'Rao'], 'vikram' => ['Vikram', 'Menon']] as $login => [$first, $last]) {
        $id = wp_insert_user([
            'user_login' => $login,
            'user_pass' => "local-$login-only",
            'user_email' => "$login@example.com",
            'user_nicename' => strtolower("$first-$last"),
            'first_name' => $first,
            'last_name' => $last,
            'nickname' => $first,
            'display_name' => "$first $last",
            'role' => 'author',
        ]);
        if (is_wp_error($id)) seed_fail("author $login: " . $id->get_error_message());
        $authors[$login] = ['id' => (int) $id, 'name' => "$first $last", 'slug' => strtolower("$first-$last")];
    }
    return $authors;
}

/**
 * A flat illustration: a two-colour gradient, a motif that varies with $index (headset, grid, cube, marker)
 * and a caption. Deterministic: the same index always gives the same pixels.
 */
function seed_draw_image(string $file, int $index, int $width, int $height, string $caption): void
{
    $palettes = [[[14, 30, 64], [40, 110, 200]], [[28, 18, 54], [150, 70, 190]], [[8, 48, 52], [30, 160, 140]], [[60, 24, 16], [220, 110, 40]], [[20, 20, 28], [90, 100, 130]]];
    [$from, $to] = $palettes[$index % count($palettes)];
    $image = imagecreatetruecolor($width, $height);
    for ($y = 0; $y < $height; $y++) {
        $t = $height > 1 ? $y / ($height - 1) : 0;
        $colour = imagecolorallocate($image, ...array_map(fn ($a, $b) => (int) round($a + ($b - $a) * $t), $from, $to));
        imageline($image, 0, $y, $width - 1, $y, $colour);
    }
    $light = imagecolorallocatealpha($image, 255, 255, 255, 40);
    $solid = imagecolorallocate($image, 255, 255, 255);
    $cx = intdiv($width, 2);
    $cy = intdiv($height, 2);
    $unit = max(4, intdiv(min($width, $height), 6));
    switch ($index % 4) {
        case 0: // a headset: visor and two lenses
            imagefilledrectangle($image, $cx - 2 * $unit, $cy - $unit, $cx + 2 * $unit, $cy + $unit, $light);
            imagefilledellipse($image, $cx - $unit, $cy, $unit, $unit, $solid);
            imagefilledellipse($image, $cx + $unit, $cy, $unit, $unit, $solid);
            break;
        case 1: // a digital-twin floor grid in perspective
            for ($i = -6; $i <= 6; $i++) imageline($image, $cx + $i * $unit, $height - 1, $cx + $i * intdiv($unit, 3), $cy - $unit, $light);
            for ($j = 0; $j < 6; $j++) imageline($image, 0, $cy - $unit + $j * $j * intdiv($unit, 5) + $j * 4, $width - 1, $cy - $unit + $j * $j * intdiv($unit, 5) + $j * 4, $light);
            break;
        case 2: // an isometric cube
            $top = [$cx, $cy - 2 * $unit, $cx + 2 * $unit, $cy - $unit, $cx, $cy, $cx - 2 * $unit, $cy - $unit];
            $left = [$cx - 2 * $unit, $cy - $unit, $cx, $cy, $cx, $cy + 2 * $unit, $cx - 2 * $unit, $cy + $unit];
            imagefilledpolygon($image, $top, $solid);
            imagefilledpolygon($image, $left, $light);
            imagepolygon($image, [$cx + 2 * $unit, $cy - $unit, $cx + 2 * $unit, $cy + $unit, $cx, $cy + 2 * $unit, $cx, $cy], $solid);
            break;
        default: // an AR placement marker
            imageellipse($image, $cx, $cy + $unit, 4 * $unit, $unit, $solid);
            imagefilledpolygon($image, [$cx, $cy + $unit, $cx - $unit, $cy - $unit, $cx + $unit, $cy - $unit], $solid);
            imagefilledellipse($image, $cx, $cy - $unit, 2 * $unit, 2 * $unit, $solid);
            break;
    }
    if ($width >= 300) imagestring($image, 5, 24, $height - 40, 'Satori XR  |  ' . $caption, $solid);
    $saved = str_ends_with($file, '.png') ? imagepng($image, $file) : imagejpeg($image, $file, 82);
    imagedestroy($image);
    if (!$saved) seed_fail("could not write $file");
}

/** Draws an image into the uploads folder and registers it as an attachment of $parent, with its sizes. */
function seed_attachment(int $parent, int $index, string $caseName, array $post): int
{
    $small = $caseName === 'no-sizes';
    $extension = $small || $index % 3 === 2 ? 'png' : 'jpg';
    // ASCII file names whatever the slug, so that upload URLs need no encoding.
    $filename = trim(preg_replace('/[^a-z0-9]+/', '-', strtolower(remove_accents($post['slug']))), '-');
    $filename = "satori-xr-$index-$filename.$extension";
    $uploads = wp_upload_dir();
    if (!empty($uploads['error'])) seed_fail('uploads folder: ' . $uploads['error']);
    $file = $uploads['basedir'] . '/' . $filename;
    [$width, $height] = $small ? [120, 80] : [1200, 675];
    seed_draw_image($file, $index, $width, $height, wp_strip_all_tags($post['title']));

    $attachment = wp_insert_attachment([
        'post_title' => 'Illustration: ' . $post['title'],
        'post_content' => '',
        'post_excerpt' => '',
        'post_status' => 'inherit',
        'post_mime_type' => $extension === 'png' ? 'image/png' : 'image/jpeg',
        'post_date' => $post['date'],
        'post_date_gmt' => $post['date'],
        'post_author' => $post['author_id'],
    ], $file, $parent, true);
    if (is_wp_error($attachment)) seed_fail("attachment for {$post['slug']}: " . $attachment->get_error_message());
    update_post_meta($attachment, '_wp_attachment_image_alt', 'Illustration for “' . $post['title'] . '”');
    wp_update_attachment_metadata($attachment, wp_generate_attachment_metadata($attachment, $file));
    return (int) $attachment;
}

/** The draft that owns the draft-parent case's image: never published, so its attachments are not public. */
function seed_unpublished_draft(int $authorId): int
{
    $draft = wp_insert_post([
        'post_title' => 'Draft: Shipyard Block Assembly in a Digital Twin',
        'post_name' => 'draft-shipyard-block-assembly-digital-twin',
        'post_content' => '<p>Work in progress; not for publication yet.</p>',
        'post_status' => 'draft',
        'post_author' => $authorId,
        'post_category' => [CASE_STUDY_CATEGORY_ID],
        'post_date' => '2025-10-20 09:00:00',
        'post_date_gmt' => '2025-10-20 09:00:00',
    ], true);
    if (is_wp_error($draft)) seed_fail('draft post: ' . $draft->get_error_message());
    return (int) $draft;
}

function seed_featured_image(int $postId, int $index, array $post, int &$draftId): int
{
    switch ($post['image']) {
        case 'none':
            return 0;
        case 'generated':
        case 'no-sizes':
            $attachment = seed_attachment($postId, $index, $post['image'], $post);
            set_post_thumbnail($postId, $attachment);
            return $attachment;
        case 'deleted':
            $attachment = seed_attachment($postId, $index, 'generated', $post);
            set_post_thumbnail($postId, $attachment);
            // Deleting an attachment also clears every _thumbnail_id that points at it; an editor who deletes
            // the file from the media library of a live site can still leave a dangling one (imports, caches,
            // direct database edits), which is the case this reproduces.
            wp_delete_attachment($attachment, true);
            update_post_meta($postId, '_thumbnail_id', $attachment);
            return $attachment;
        case 'draft-parent':
            if ($draftId === 0) $draftId = seed_unpublished_draft((int) $post['author_id']);
            $attachment = seed_attachment($draftId, $index, 'generated', $post);
            set_post_thumbnail($postId, $attachment);
            return $attachment;
    }
    seed_fail("unknown image case {$post['image']}");
}

/** Keeps `modified` equal to `date`, so that the REST answers do not depend on when the seed ran. */
function seed_pin_modified_dates(): void
{
    global $wpdb;
    $wpdb->query("UPDATE {$wpdb->posts} SET post_modified = post_date, post_modified_gmt = post_date_gmt");
    wp_cache_flush();
}

/**
 * @return list<int> published post ids of the category in WordPress's own order (post_date DESC)
 */
function seed_category_order(int $categoryId): array
{
    return array_map('intval', get_posts([
        'cat' => $categoryId,
        'post_status' => 'publish',
        'numberposts' => -1,
        'orderby' => 'date',
        'order' => 'DESC',
        'fields' => 'ids',
        'suppress_filters' => false,
    ]));
}

/** @return list<list<string>> slugs of published posts sharing a category and a timestamp */
function seed_same_timestamp_groups(array $posts): array
{
    $groups = [];
    foreach ($posts as $post) $groups[$post['categoryId'] . ' ' . $post['date']][] = $post['slug'];
    return array_values(array_filter($groups, fn ($slugs) => count($slugs) > 1));
}

function seed_main(): void
{
    global $wpdb;
    $arguments = seed_arguments();
    seed_load_wordpress($arguments['port']);
    seed_install_site();
    $categories = seed_categories();
    $tags = seed_tags();
    $authors = seed_authors();
    $content = require __DIR__ . '/seed-content.php';

    $manifestPosts = [];
    $draftId = 0;
    foreach ($content as $index => $post) {
        $author = $authors[$post['author']] ?? seed_fail("unknown author {$post['author']}");
        $category = $categories[$post['category']] ?? seed_fail("unknown category {$post['category']}");
        $post['author_id'] = $author['id'];
        $postId = wp_insert_post([
            'post_type' => 'post',
            'post_status' => 'publish',
            'post_title' => $post['title'],
            'post_name' => $post['slug'],
            'post_excerpt' => $post['excerpt'],
            'post_content' => $post['content'],
            'post_author' => $author['id'],
            'post_date' => $post['date'],
            'post_date_gmt' => $post['date'],
            'post_category' => [$category['id']],
            'tags_input' => $post['tags'],
            'comment_status' => 'closed',
        ], true);
        if (is_wp_error($postId)) seed_fail("post {$post['slug']}: " . $postId->get_error_message());
        if (isset($post['storedSlug'])) {
            // What sanitize_title would never store, but an import or a database edit can (issue 25's hostile slugs).
            $wpdb->update($wpdb->posts, ['post_name' => $post['storedSlug']], ['ID' => $postId]);
            clean_post_cache($postId);
        }
        $featuredMedia = seed_featured_image($postId, $index, $post, $draftId);
        $storedSlug = get_post_field('post_name', $postId);
        $restDate = str_replace(' ', 'T', $post['date']);
        $manifestPosts[] = [
            'id' => $postId,
            'slug' => $storedSlug,
            'slugDecoded' => urldecode($storedSlug),
            'slugAsTyped' => $post['slug'],
            'title' => $post['title'],
            'date' => $restDate,
            'dateGmt' => $restDate,
            'categoryId' => $category['id'],
            'category' => $category['slug'],
            'author' => $author['name'],
            'authorId' => $author['id'],
            'tags' => array_map(fn ($slug) => $tags[$slug]['id'], $post['tags']),
            'featuredMedia' => $featuredMedia,
            'image' => $post['image'],
            'hasImage' => in_array($post['image'], ['generated', 'no-sizes'], true),
            'embeddedMedia' => SEED_EMBEDDED_MEDIA[$post['image']],
            'hasXss' => str_contains($post['content'], XSS_MARKER),
            'hostileSlug' => $post['hostileSlug'] ?? null,
        ];
        seed_log(sprintf('post %d %s (%s, image: %s)', $postId, $storedSlug, $category['slug'], $post['image']));
    }
    seed_pin_modified_dates();

    $manifest = [
        'seedVersion' => $arguments['version'],
        'seededPort' => $arguments['port'],
        'site' => [
            'title' => SITE_TITLE,
            'timezone' => 'UTC',
            'permalinkStructure' => get_option('permalink_structure'),
            'postsPerPage' => (int) get_option('posts_per_page'),
            'admin' => ['login' => 'admin', 'password' => 'local-admin-only'],
        ],
        'categories' => array_values($categories),
        'tags' => array_values($tags),
        'authors' => array_values($authors),
        'posts' => $manifestPosts,
        'order' => [
            (string) BLOG_CATEGORY_ID => seed_category_order(BLOG_CATEGORY_ID),
            (string) CASE_STUDY_CATEGORY_ID => seed_category_order(CASE_STUDY_CATEGORY_ID),
        ],
        'sameTimestamp' => seed_same_timestamp_groups($manifestPosts),
        'xss' => [
            'marker' => 'window.' . XSS_MARKER,
            'note' => 'Every payload sets window.' . XSS_MARKER . ' when it runs; after rendering, it must be undefined.',
            'payloads' => ['script element', 'img onerror', 'javascript: link', 'iframe from a host not on the allow-list', 'svg onload', 'target=_blank link without rel', 'iframe from youtube.com (allowed, to be sandboxed)'],
        ],
    ];
    $json = wp_json_encode($manifest, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
    update_option('satori_seed_manifest', $json, false);
    // Last: its presence tells wp-local that the seed ran to the end.
    update_option('satori_seed_version', $arguments['version'], false);
    echo $json, "\n";
}

seed_main();
