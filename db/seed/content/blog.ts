/** Blog: five published articles (spec categories) and one draft that must stay private. */
import type { blogPosts } from "#db/schema";
import type { SeedClock } from "../clock";
import { art, type WithArt } from "../images";

type PostRow = WithArt<typeof blogPosts.$inferInsert>;

export function samplePosts(clock: SeedClock): PostRow[] {
  return [
    {
      slug: "salat-al-fatihi-une-priere-sur-le-prophete",
      title: "Salat al-Fatihi, une prière sur le Prophète",
      excerpt:
        "Récitée chaque jour par les disciples de la Tidjaniya, la Salat al-Fatihi exprime l'amour du Prophète et la reconnaissance envers Dieu. Découvrez son sens et sa place dans le wird.",
      author: "Oustaz Alioune Badara Thiam",
      category: "Prières",
      tags: ["prière", "wird", "Prophète"],
      status: "published",
      publishedAt: clock.ago(6),
      readTimeMinutes: 5,
      image: art("blog-salat-al-fatihi", "card", "lanterns", "Lanternes dorées allumées", {
        palette: "emerald",
      }),
      content: `<p>Prier sur le Prophète, paix et salut sur lui, est un acte d'adoration que le Coran recommande à tous les croyants. La Salat al-Fatihi, « la prière de celui qui ouvre », occupe une place particulière dans la voie Tidjaniya : elle fait partie du wird du matin et du soir et de la wazifa quotidienne.</p>
<blockquote>« Certes, Dieu et Ses anges prient sur le Prophète. Ô vous qui croyez, priez sur lui et adressez-lui vos salutations. » (Coran 33:56)</blockquote>
<h2>Le sens de la prière</h2>
<p>La Salat al-Fatihi décrit le Prophète comme celui qui a ouvert ce qui était fermé, qui a scellé ce qui l'a précédé et qui guide vers le droit chemin. Chaque formule rappelle son rôle de miséricorde pour les mondes et invite le disciple à suivre son exemple dans sa vie de tous les jours.</p>
<h2>Comment la réciter</h2>
<ul>
<li>En état de pureté rituelle, tourné si possible vers la qibla.</li>
<li>Avec présence du cœur, en comprenant le sens des mots.</li>
<li>Dans le cadre du wird, selon le nombre transmis par le muqaddam qui vous a initié.</li>
</ul>
<p>Les personnes qui souhaitent apprendre cette prière ou recevoir le wird peuvent rencontrer nos oustaz après la wazifa du soir. Les cours d'initiation du samedi abordent aussi la prononciation et la signification de chaque phrase.</p>`,
    },
    {
      slug: "cheikh-ahmed-tidiane-cherif-une-vie-au-service-de-la-foi",
      title: "Cheikh Ahmed Tidiane Chérif, une vie au service de la foi",
      excerpt:
        "De Aïn Madhi à Fès, retour sur le parcours du fondateur de la Tidjaniya, savant, maître spirituel et guide de millions de disciples à travers le monde.",
      author: "Ousmane Ndiaye",
      category: "Histoire",
      tags: ["histoire", "Tidjaniya", "fondateur"],
      status: "published",
      publishedAt: clock.ago(34),
      readTimeMinutes: 7,
      image: art("blog-cheikh-tidiane", "card", "skyline", "Coupole et minarets au crépuscule", {
        palette: "dusk",
      }),
      content: `<p>Cheikh Ahmed Tidiane Chérif naît en 1737 à Aïn Madhi, une oasis du sud de l'actuelle Algérie, dans une famille de savants. Très jeune, il mémorise le Coran et étudie le droit, la théologie et la langue arabe auprès des maîtres de sa région.</p>
<h2>Les années de quête</h2>
<p>Pendant de longues années, il voyage pour approfondir sa connaissance : à Fès, à Tlemcen, puis jusqu'à La Mecque et Médine lors du pèlerinage. Il rencontre de nombreux maîtres soufis et s'initie à plusieurs voies spirituelles, tout en restant attaché à la stricte observance de la loi religieuse.</p>
<p>Vers 1782, il établit la voie qui portera son nom, fondée sur un enseignement simple : suivre le Coran et la Sunna, se repentir sincèrement, prier abondamment sur le Prophète et affirmer l'unicité de Dieu.</p>
<h2>Fès et la diffusion de la voie</h2>
<p>En 1798, il s'installe à Fès, où sa zawiya devient un centre d'enseignement et de rayonnement. Il y meurt en 1815. Ses disciples, puis de grands savants d'Afrique de l'Ouest, feront connaître la Tidjaniya du Maghreb jusqu'au Sénégal, à la Mauritanie, au Mali et au Nigeria.</p>
<blockquote>Son héritage tient en quelques mots : la droiture dans la pratique, la générosité envers les créatures et l'amour du Prophète.</blockquote>
<p>Aujourd'hui encore, la zawiya de Fès accueille des visiteurs du monde entier. À Chicoutimi, la fondation perpétue cet héritage à travers la wazifa, la hadra du vendredi et l'enseignement.</p>`,
    },
    {
      slug: "jeuner-au-saguenay-conseils-pour-un-ramadan-serein",
      title: "Jeûner au Saguenay : conseils pour un Ramadan serein",
      excerpt:
        "Longues journées d'été ou froid de l'hiver : quelques conseils pratiques et spirituels pour vivre pleinement le mois de Ramadan dans notre région.",
      author: "Imam Moussa Kane",
      category: "Ramadan",
      tags: ["Ramadan", "jeûne", "conseils"],
      status: "published",
      publishedAt: clock.ago(68),
      readTimeMinutes: 6,
      image: art("blog-ramadan", "card", "crescent", "Croissant de lune dans un ciel étoilé", {
        palette: "midnight",
      }),
      content: `<p>Le jeûne du mois de Ramadan est l'un des cinq piliers de l'islam. Au Saguenay, selon la saison, il peut durer plus de dix-sept heures en été ou se vivre au cœur de l'hiver. Voici quelques conseils pour le vivre dans la sérénité.</p>
<blockquote>« Ô vous qui croyez ! Le jeûne vous a été prescrit comme il a été prescrit à ceux qui vous ont précédés, afin que vous atteigniez la piété. » (Coran 2:183)</blockquote>
<h2>Prendre soin de son corps</h2>
<ul>
<li>Ne pas négliger le sahour, le repas d'avant l'aube : il aide à tenir toute la journée.</li>
<li>Boire beaucoup d'eau entre la rupture du jeûne et le sahour.</li>
<li>Privilégier les aliments nourrissants et éviter les excès au moment de l'iftar.</li>
<li>Les personnes malades, les femmes enceintes et les voyageurs bénéficient d'exemptions : en cas de doute, consultez l'imam et votre médecin.</li>
</ul>
<h2>Nourrir son âme</h2>
<p>Le Ramadan est d'abord un mois de Coran, de prière et de générosité. Fixez-vous un objectif de lecture réaliste, participez aux prières de tarawih et multipliez les invocations, en particulier pendant les dix dernières nuits où l'on recherche Laylatoul Qadr, la Nuit du Destin.</p>
<h2>Vivre le Ramadan ensemble</h2>
<p>Chaque fin de semaine, la fondation organise un iftar communautaire ouvert aux membres, aux étudiants éloignés de leur famille et à nos voisins curieux de découvrir cette tradition. N'hésitez pas à inviter vos collègues : le partage est au cœur de ce mois béni.</p>`,
    },
    {
      slug: "le-wird-un-rendez-vous-quotidien-avec-dieu",
      title: "Le wird, un rendez-vous quotidien avec Dieu",
      excerpt:
        "Matin et soir, le disciple de la Tidjaniya récite son wird. Quelles en sont les étapes et comment l'intégrer à une vie professionnelle et familiale bien remplie ?",
      author: "Oustaz Alioune Badara Thiam",
      category: "Enseignements",
      tags: ["wird", "dhikr", "Tidjaniya"],
      status: "published",
      publishedAt: clock.ago(105),
      readTimeMinutes: 5,
      image: art("blog-wird", "card", "pattern", "Rosace géométrique dorée", { palette: "teal" }),
      content: `<p>Le wird est l'engagement que prend le disciple lorsqu'il entre dans la voie Tidjaniya. Il se récite deux fois par jour, le matin et le soir, et constitue le socle de la pratique spirituelle.</p>
<h2>Les trois piliers du wird</h2>
<ul>
<li>L'istighfar : demander pardon à Dieu pour purifier le cœur.</li>
<li>La prière sur le Prophète, par la Salat al-Fatihi.</li>
<li>La haylala : l'affirmation « La ilaha illa Llah », il n'y a de divinité que Dieu.</li>
</ul>
<h2>La régularité avant tout</h2>
<p>Les maîtres de la voie enseignent qu'une pratique modeste mais constante vaut mieux qu'un effort intense et passager. Le wird prend une quinzaine de minutes : beaucoup de nos membres le récitent avant de partir au travail et après la prière du coucher du soleil.</p>
<blockquote>« N'est-ce point par l'évocation de Dieu que les cœurs s'apaisent ? » (Coran 13:28)</blockquote>
<p>Si vous souhaitez recevoir le wird, adressez-vous à l'un de nos oustaz. Ils vous expliqueront les conditions de la voie et vous accompagneront dans vos premiers pas.</p>`,
    },
    {
      slug: "la-patience-lumiere-du-croyant",
      title: "La patience, lumière du croyant",
      excerpt:
        "Face aux épreuves, à l'exil ou à l'attente, la patience (sabr) est une vertu centrale de la vie spirituelle. Réflexion à partir du Coran et de la Sunna.",
      author: "Imam Moussa Kane",
      category: "Vertus",
      tags: ["vertus", "patience", "spiritualité"],
      status: "published",
      publishedAt: clock.ago(150),
      readTimeMinutes: 4,
      image: art("blog-patience", "card", "arches", "Arches ornées de motifs dorés", {
        palette: "forest",
      }),
      content: `<p>Quitter son pays, apprendre un nouveau climat, chercher un emploi, attendre une réponse administrative : la vie de nombreux membres de notre communauté est faite d'épreuves qui demandent de la patience. L'islam en fait une vertu essentielle.</p>
<blockquote>« Ô vous qui croyez ! Cherchez secours dans la patience et la prière. Certes, Dieu est avec ceux qui sont patients. » (Coran 2:153)</blockquote>
<h2>Trois formes de patience</h2>
<ul>
<li>La patience dans l'obéissance : persévérer dans la prière et les bonnes actions.</li>
<li>La patience face aux interdits : résister à ce qui éloigne de Dieu.</li>
<li>La patience dans l'épreuve : accepter ce qui ne dépend pas de nous, sans cesser d'agir.</li>
</ul>
<p>La patience n'est pas la résignation. Le Prophète, paix et salut sur lui, nous enseigne à faire tout ce qui est en notre pouvoir, puis à nous en remettre à Dieu. C'est cette confiance qui donne la paix intérieure.</p>
<p>Si vous traversez une période difficile, sachez que la fondation est là : nos imams et le comité d'accueil offrent une écoute et un soutien concret.</p>`,
    },
    {
      slug: "preparatifs-du-gamou-appel-aux-benevoles",
      title: "Préparatifs du Gamou : appel aux bénévoles",
      excerpt:
        "Le comité culturel recherche des bénévoles pour l'accueil, la cuisine et la décoration de la salle.",
      author: "Aïssatou Fall",
      category: "Événements",
      tags: ["Gamou", "bénévolat"],
      status: "draft",
      publishedAt: null,
      readTimeMinutes: 2,
      image: art("blog-brouillon-gamou", "card", "lanterns", "Lanternes suspendues", {
        palette: "royal",
      }),
      content: `<p>Le Gamou approche et le comité culturel prépare la célébration. Nous recherchons des bénévoles pour l'accueil des invités, la préparation du repas et la décoration de la salle.</p>
<p>Les personnes intéressées peuvent s'inscrire auprès de Babacar Ndour, coordonnateur des événements.</p>`,
    },
  ];
}
