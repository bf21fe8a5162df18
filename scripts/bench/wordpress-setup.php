<?php
/**
 * Installs the stock WordPress of the benchmark peer (scripts/bench/wordpress.ts) and fills it
 * with content comparable to the foundation's site: four pages, ten articles in French in one
 * category, and a navigation menu. Run once by PHP CLI on an empty database, with the
 * environment WP_BENCH_HOST (127.0.0.1:port), WP_BENCH_CONFIG (the /etc/wordpress config name),
 * WP_BENCH_PASSWORD (the WordPress administrator's password).
 *
 * It goes through WordPress's own functions (wp_install, wp_insert_post…), as the installer and
 * the editor do; nothing is added to WordPress itself (default theme, no plugin, no cache).
 */

$host = getenv('WP_BENCH_HOST');
$config = getenv('WP_BENCH_CONFIG');
$password = getenv('WP_BENCH_PASSWORD');
if (!$host || !$config || !$password) {
    fwrite(STDERR, "WP_BENCH_HOST, WP_BENCH_CONFIG et WP_BENCH_PASSWORD sont requis.\n");
    exit(2);
}

// What Debian's wp-config.php reads to pick /etc/wordpress/config-<name>.php, as under nginx.
$_SERVER['HTTP_HOST'] = $host;
$_SERVER['WORDPRESS_CONFIG'] = $config;
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['SERVER_PORT'] = explode(':', $host)[1] ?? '80';
$_SERVER['REQUEST_METHOD'] = 'GET';

define('WP_INSTALLING', true);
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/translation-install.php';

$url = 'http://' . $host;
$result = wp_install(
    'Fondation de Chicoutimi (WordPress de comparaison)',
    'admin',
    'admin@example.org',
    false,
    '',
    $password,
    'fr_FR'
);
update_option('siteurl', $url);
update_option('home', $url);
update_option('WPLANG', 'fr_FR');
update_option('timezone_string', 'America/Toronto');
update_option('date_format', 'j F Y');
update_option('blogdescription', 'Culture, entraide et spiritualité au Saguenay');
// The usual choice of a site with readable addresses (/mon-article/), like ours.
update_option('permalink_structure', '/%postname%/');
flush_rewrite_rules(false);

wp_set_current_user($result['user_id']);

// The installer's sample post and page, as a real site removes them.
foreach (get_posts(['post_type' => ['post', 'page'], 'post_status' => 'any', 'numberposts' => -1]) as $sample) {
    wp_delete_post($sample->ID, true);
}

$paragraphs = [
    'La fondation accueille chaque semaine des familles de Chicoutimi et de tout le Saguenay pour des activités culturelles, des cours et des rencontres ouvertes à tous.',
    'Grâce à la générosité des donateurs, nous avons pu rénover la salle communautaire, acheter du matériel pour les cours du samedi et soutenir les familles nouvellement arrivées dans la région.',
    'Les bénévoles préparent les repas partagés, tiennent la bibliothèque et accompagnent les jeunes dans leurs devoirs. Leur engagement fait vivre la fondation toute l’année.',
    'Pour en savoir plus sur nos projets ou pour offrir quelques heures de votre temps, écrivez-nous ou passez nous voir au centre, rue Racine Est, du lundi au samedi.',
];
$body = function (int $n) use ($paragraphs): string {
    $blocks = [];
    for ($i = 0; $i < 6; $i++) {
        $text = $paragraphs[($n + $i) % count($paragraphs)];
        $blocks[] = "<!-- wp:paragraph -->\n<p>" . esc_html($text) . "</p>\n<!-- /wp:paragraph -->";
        if ($i === 2) {
            $blocks[] = "<!-- wp:heading -->\n<h2>Ce que nous faisons</h2>\n<!-- /wp:heading -->";
        }
    }
    return implode("\n\n", $blocks);
};

$category = wp_insert_term('Nouvelles', 'category', ['slug' => 'nouvelles']);
$categoryId = is_wp_error($category) ? 1 : $category['term_id'];

$pages = [
    ['À propos', 'a-propos'],
    ['Nos projets', 'projets'],
    ['Faire un don', 'don'],
    ['Nous joindre', 'contact'],
];
$pageIds = [];
foreach ($pages as $i => [$title, $slug]) {
    $pageIds[] = wp_insert_post([
        'post_type' => 'page',
        'post_status' => 'publish',
        'post_title' => $title,
        'post_name' => $slug,
        'post_content' => $body($i),
        'menu_order' => $i,
    ], true);
}

$titles = [
    'Inauguration de la salle communautaire rénovée',
    'Les cours de langue reprennent en septembre',
    'Souper-bénéfice : merci aux 200 convives',
    'Visite du maire de Saguenay à la fondation',
    'Collecte de denrées pour l’hiver',
    'Nouvelle bibliothèque jeunesse',
    'Conférence sur l’histoire du Saguenay',
    'Journée portes ouvertes du printemps',
    'Bilan annuel des projets soutenus',
    'Appel aux bénévoles pour l’été',
];
foreach ($titles as $i => $title) {
    wp_insert_post([
        'post_type' => 'post',
        'post_status' => 'publish',
        'post_title' => $title,
        'post_excerpt' => $paragraphs[$i % count($paragraphs)],
        'post_content' => $body($i),
        'post_category' => [$categoryId],
        'post_date' => gmdate('Y-m-d H:i:s', time() - (count($titles) - $i) * 86400 * 7),
    ], true);
}

// The menu as the site editor saves it for a block theme: a wp_navigation post, which the
// header's navigation block of Twenty Twenty-Three shows (the most recent one).
$links = [];
foreach ($pageIds as $id) {
    $links[] = sprintf(
        '<!-- wp:navigation-link {"label":"%s","type":"page","id":%d,"url":"%s","kind":"post-type"} /-->',
        esc_attr(get_the_title($id)),
        $id,
        esc_url(get_permalink($id))
    );
}
wp_insert_post([
    'post_type' => 'wp_navigation',
    'post_status' => 'publish',
    'post_title' => 'Menu principal',
    'post_content' => implode("\n", $links),
], true);

echo "ok\n";
