<?php
/*
 * Installs and seeds the local WordPress, deterministically, on an empty database:
 *   php scripts/test/wordpress/seed.php --port=8091 --seed-version=<hash> --corpus=<file>
 * scripts/test/wordpress/seeding.ts runs it after (re)creating the database, with the corpus it wrote from the mock posts
 * (scripts/test/wordpress/seed-corpus.ts: the same posts, ids, slugs, terms, authors, dates and pictures as the msw mocks),
 * and saves what it prints on stdout (the seed manifest, JSON) as .wp-local/seed.json. Messages go to stderr.
 * It refuses to run on an installed site.
 *
 * Ids are the mock's: posts and attachments are inserted with `import_id`, terms and users with the table's
 * AUTO_INCREMENT set just before. Featured-image cases: see SeedImageCase in seed-corpus.ts.
 */

const SEED_HOST = '127.0.0.1';
const SITE_TITLE = 'Satori XR Insights';
/** The unpublished draft that owns the draft-parent case's picture: an id no mock post or picture has. */
const DRAFT_ID = 200;
/**
 * What `_embedded['wp:featuredmedia'][0]` holds for each image case, as WordPress 6.1 answers:
 *   attachment      the media object (source_url, media_details; sizes is {} for no-sizes);
 *   absent          no wp:featuredmedia key at all (featured_media is 0);
 *   rest-index      the REST index (name, description, url, routes, ...): for a deleted attachment the
 *                   post's featuredmedia link is {base}/wp-json/ itself, because rest_get_route_for_post()
 *                   finds no route (GET /wp/v2/media/<id> alone answers rest_post_invalid_id, 404);
 *   rest_forbidden  {code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: {status: 401}}.
 */
const SEED_EMBEDDED_MEDIA = ['upload' => 'attachment', 'no-sizes' => 'attachment', 'none' => 'absent', 'deleted' => 'rest-index', 'draft-parent' => 'rest_forbidden'];

function seed_log(string $message): void
{
    fwrite(STDERR, "[seed] $message\n");
}

function seed_fail(string $message): never
{
    fwrite(STDERR, "[seed] ERROR: $message\n");
    exit(1);
}

/** @return array{port: int, version: string, corpus: array} */
function seed_arguments(): array
{
    $options = getopt('', ['port:', 'seed-version:', 'corpus:']);
    $port = (int) ($options['port'] ?? 0);
    $version = (string) ($options['seed-version'] ?? '');
    $corpusFile = (string) ($options['corpus'] ?? '');
    if ($port < 1 || $version === '' || $corpusFile === '') seed_fail('usage: php seed.php --port=<port> --seed-version=<hash> --corpus=<file>');
    $corpus = json_decode((string) file_get_contents($corpusFile), true);
    if (!is_array($corpus) || !isset($corpus['posts'])) seed_fail("$corpusFile is not a seed corpus (scripts/test/wordpress/seed-corpus.ts)");
    return ['port' => $port, 'version' => $version, 'corpus' => $corpus];
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

function seed_install_site(string $timezone): void
{
    if (is_blog_installed()) seed_fail('WordPress is already installed in this database; wp:local drops the database before seeding.');
    // No mail server here, and none wanted: skip the "new site" e-mail instead of waiting for sendmail.
    add_filter('pre_wp_mail', '__return_false');
    $result = wp_install(SITE_TITLE, 'admin', 'wordpress-admin@example.com', true, '', 'local-admin-only');
    if (!is_array($result) || empty($result['user_id'])) seed_fail('wp_install did not create the administrator.');
    wp_set_current_user((int) $result['user_id']);
    // An administrator may post unfiltered HTML; the corpus carries hostile markup raw on purpose, including a
    // target=_blank link without rel (WordPress would otherwise add rel="noopener" on save).
    kses_remove_filters();
    wp_remove_targeted_link_rel_filters();

    update_option('blogdescription', 'Immersive 3D, AR, VR and digital twins for industry');
    update_option('timezone_string', $timezone);
    update_option('gmt_offset', '');
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

/** Makes $id the next id the table hands out (ids only grow: the corpus lists them in ascending order). */
function seed_next_id(string $table, int $id): void
{
    global $wpdb;
    $wpdb->query("ALTER TABLE $table AUTO_INCREMENT = $id");
}

/** Categories and tags with the corpus's term ids; category 1 is WordPress's own "Uncategorized", renamed. */
function seed_terms(array $corpus): void
{
    global $wpdb;
    foreach (['category' => $corpus['categories'], 'post_tag' => $corpus['tags']] as $taxonomy => $terms) {
        foreach ($terms as $term) {
            $name = html_entity_decode($term['name'], ENT_QUOTES | ENT_HTML5, 'UTF-8');
            if ($taxonomy === 'category' && $term['id'] === 1) {
                $result = wp_update_term(1, 'category', ['name' => $name, 'slug' => $term['slug']]);
            } else {
                seed_next_id($wpdb->terms, $term['id']);
                $result = wp_insert_term($name, $taxonomy, ['slug' => $term['slug']]);
            }
            if (is_wp_error($result) || (int) $result['term_id'] !== $term['id']) {
                seed_fail("$taxonomy {$term['slug']} did not get term id {$term['id']}: " . (is_wp_error($result) ? $result->get_error_message() : $result['term_id']));
            }
        }
    }
}

/** The authors, with the corpus's user ids; a user login is its slug, its password local-<slug>-only. */
function seed_authors(array $corpus): void
{
    global $wpdb;
    foreach ($corpus['authors'] as $author) {
        seed_next_id($wpdb->users, $author['id']);
        $id = wp_insert_user([
            'user_login' => $author['slug'],
            'user_pass' => "local-{$author['slug']}-only",
            'user_email' => "{$author['slug']}@example.com",
            'user_nicename' => $author['slug'],
            'nickname' => $author['name'] === '' ? $author['slug'] : $author['name'],
            'display_name' => $author['name'],
            'role' => 'author',
        ]);
        if (is_wp_error($id) || $id !== $author['id']) seed_fail("author {$author['slug']}: " . (is_wp_error($id) ? $id->get_error_message() : "id $id, not {$author['id']}"));
        // wp_insert_user puts the login in place of an empty display name; the REST API then says the name is ''.
        if ($author['name'] === '') {
            $wpdb->update($wpdb->users, ['display_name' => ''], ['ID' => $id]);
            clean_user_cache($id);
        }
    }
}

/** "2026-11-12T09:30:00" (site time) moved by whole days, as MySQL writes it. */
function seed_mysql_date(string $localDate, int $days = 0): string
{
    return (new DateTimeImmutable(str_replace('T', ' ', $localDate), new DateTimeZone('UTC')))->modify("$days days")->format('Y-m-d H:i:s');
}

/**
 * Uploads the post's picture as an attachment of $parent, with its sizes: the site's own webp, saved as a JPEG
 * (GD writes JPEG sizes several times faster than webp ones, and most WordPress uploads are JPEGs).
 */
function seed_attachment(int $parent, array $post, bool $belowEverySize): int
{
    $image = $post['image'];
    $uploads = wp_upload_dir();
    if (!empty($uploads['error'])) seed_fail('uploads folder: ' . $uploads['error']);
    $file = $uploads['basedir'] . '/' . $image['name'] . '.jpg';
    $picture = imagecreatefromwebp($image['file']);
    // Smaller than the smallest intermediate size (150 × 150), WordPress makes none.
    if ($picture !== false && $belowEverySize) $picture = imagescale($picture, 120);
    if ($picture === false || !imagejpeg($picture, $file, 82)) seed_fail("could not convert {$image['file']} to $file");
    $attachment = wp_insert_attachment([
        'import_id' => $image['mediaId'],
        'post_title' => $image['name'],
        'post_name' => $image['name'],
        'post_content' => '',
        'post_excerpt' => '',
        'post_status' => 'inherit',
        'post_mime_type' => 'image/jpeg',
        // A day before the post, as the mock's media are.
        'post_date' => seed_mysql_date($post['date'], -1),
        'post_author' => max(0, (int) $post['author']),
    ], $file, $parent, true);
    if (is_wp_error($attachment)) seed_fail("attachment for {$post['slug']}: " . $attachment->get_error_message());
    if ((int) $attachment !== (int) $image['mediaId']) seed_fail("the attachment for {$post['slug']} got id $attachment, not {$image['mediaId']}");
    update_post_meta($attachment, '_wp_attachment_image_alt', $image['alt']);
    wp_update_attachment_metadata($attachment, wp_generate_attachment_metadata($attachment, $file));
    return (int) $attachment;
}

/** The draft that owns the draft-parent case's pictures: never published, so its attachments are not public. */
function seed_unpublished_draft(): int
{
    $draft = wp_insert_post([
        'import_id' => DRAFT_ID,
        'post_title' => 'Draft: Shipyard Block Assembly in a Digital Twin',
        'post_name' => 'draft-shipyard-block-assembly-digital-twin',
        'post_content' => '<p>Work in progress; not for publication yet.</p>',
        'post_status' => 'draft',
        'post_date' => '2026-11-20 09:00:00',
    ], true);
    if (is_wp_error($draft)) seed_fail('draft post: ' . $draft->get_error_message());
    return (int) $draft;
}

function seed_featured_image(int $postId, array $post): int
{
    switch ($post['imageCase']) {
        case 'none':
            return 0;
        case 'upload':
        case 'no-sizes':
            $attachment = seed_attachment($postId, $post, $post['imageCase'] === 'no-sizes');
            set_post_thumbnail($postId, $attachment);
            return $attachment;
        case 'deleted':
            $attachment = seed_attachment($postId, $post, false);
            set_post_thumbnail($postId, $attachment);
            // Deleting an attachment also clears every _thumbnail_id that points at it; an editor who deletes
            // the file from the media library of a live site can still leave a dangling one (imports, caches,
            // direct database edits), which is the case this reproduces.
            wp_delete_attachment($attachment, true);
            update_post_meta($postId, '_thumbnail_id', $attachment);
            return $attachment;
        case 'draft-parent':
            $draftId = get_post(DRAFT_ID) === null ? seed_unpublished_draft() : DRAFT_ID;
            $attachment = seed_attachment($draftId, $post, false);
            set_post_thumbnail($postId, $attachment);
            return $attachment;
    }
    seed_fail("unknown image case {$post['imageCase']}");
}

/**
 * Writes what wp_insert_post would change: the stored slug where sanitize_title would spell it otherwise (the mock's
 * percent-encoded and hostile slugs, as an import or a database edit leaves them), an author of 0 (WordPress puts the
 * current user in its place), and the last-modified date (`modified` must not depend on when the seed ran).
 */
function seed_as_stored(int $postId, array $post): void
{
    global $wpdb;
    $modified = seed_mysql_date($post['modified']);
    $wpdb->update($wpdb->posts, [
        'post_name' => $post['slug'],
        'post_author' => $post['author'],
        'post_status' => 'publish',
        'post_modified' => $modified,
        'post_modified_gmt' => get_gmt_from_date($modified),
    ], ['ID' => $postId]);
    clean_post_cache($postId);
}

/** Attachments' `modified` equals their date, whenever the seed ran. */
function seed_pin_attachment_dates(): void
{
    global $wpdb;
    $wpdb->query("UPDATE {$wpdb->posts} SET post_modified = post_date, post_modified_gmt = post_date_gmt WHERE post_type = 'attachment'");
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
    $arguments = seed_arguments();
    $corpus = $arguments['corpus'];
    seed_load_wordpress($arguments['port']);
    seed_install_site($corpus['timezone']);
    seed_terms($corpus);
    seed_authors($corpus);
    $termNames = [];
    foreach ($corpus['categories'] as $category) $termNames[$category['id']] = $category['name'];
    $authorNames = [];
    foreach ($corpus['authors'] as $author) $authorNames[$author['id']] = $author['name'];

    $manifestPosts = [];
    foreach ($corpus['posts'] as $post) {
        $postId = wp_insert_post([
            'import_id' => $post['id'],
            'post_type' => 'post',
            'post_status' => 'publish',
            'post_title' => $post['title'],
            'post_name' => $post['slug'],
            'post_excerpt' => $post['excerpt'],
            'post_content' => $post['content'],
            'post_author' => $post['author'],
            'post_date' => seed_mysql_date($post['date']),
            'post_category' => $post['categories'],
            'tags_input' => $post['tags'],
            'comment_status' => 'closed',
        ], true);
        if (is_wp_error($postId)) seed_fail("post {$post['slug']}: " . $postId->get_error_message());
        if ($postId !== $post['id']) seed_fail("post {$post['slug']} got id $postId, not {$post['id']}");
        seed_as_stored($postId, $post);
        $featuredMedia = seed_featured_image($postId, $post);
        $listed = array_values(array_intersect($post['categories'], $corpus['listedCategories']));
        $categoryId = $listed[0] ?? $post['categories'][0];
        $manifestPosts[] = [
            'id' => $postId,
            'slug' => get_post_field('post_name', $postId),
            'slugDecoded' => urldecode($post['slug']),
            'titleRendered' => get_the_title($postId),
            'date' => $post['date'],
            'dateGmt' => str_replace(' ', 'T', get_gmt_from_date(seed_mysql_date($post['date']))),
            'categoryId' => $categoryId,
            'category' => get_term($categoryId, 'category')->slug,
            'categories' => $post['categories'],
            'listed' => $listed !== [],
            'author' => $authorNames[$post['author']] ?? null,
            'authorId' => $post['author'],
            'tags' => $post['tags'],
            'featuredMedia' => $featuredMedia,
            'image' => $post['imageCase'],
            'hasImage' => in_array($post['imageCase'], ['upload', 'no-sizes'], true),
            'embeddedMedia' => SEED_EMBEDDED_MEDIA[$post['imageCase']],
            'hasXss' => $post['xss'],
            'hostileSlug' => $post['hostileSlug'],
        ];
        seed_log(sprintf('post %d %s (%s, image: %s)', $postId, $post['slug'], implode(', ', array_map(fn ($id) => $termNames[$id] ?? $id, $post['categories'])), $post['imageCase']));
    }
    seed_pin_attachment_dates();

    $manifest = [
        'seedVersion' => $arguments['version'],
        'seededPort' => $arguments['port'],
        'site' => [
            'title' => SITE_TITLE,
            'timezone' => $corpus['timezone'],
            'permalinkStructure' => get_option('permalink_structure'),
            'postsPerPage' => (int) get_option('posts_per_page'),
            'admin' => ['login' => 'admin', 'password' => 'local-admin-only'],
        ],
        'categories' => $corpus['categories'],
        'tags' => $corpus['tags'],
        'authors' => $corpus['authors'],
        'posts' => $manifestPosts,
        'order' => array_combine(
            array_map('strval', $corpus['listedCategories']),
            array_map('seed_category_order', $corpus['listedCategories']),
        ),
        'sameTimestamp' => seed_same_timestamp_groups($manifestPosts),
    ];
    $json = wp_json_encode($manifest, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
    update_option('satori_seed_manifest', $json, false);
    // Last: its presence tells wp-local that the seed ran to the end.
    update_option('satori_seed_version', $arguments['version'], false);
    echo $json, "\n";
}

seed_main();
