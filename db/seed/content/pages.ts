/** Editable pages: the information pages of the public site and the back-office sample pages. */
import type { pages } from "#db/schema";
import { privacyPolicyPage } from "./privacy-policy";

type PageRow = typeof pages.$inferInsert;

const about: PageRow = {
  route: "/about",
  title: "À propos de la fondation",
  summary:
    "La Fondation Dahira Tidjaniya de Chicoutimi fait connaître la voie spirituelle Tidjaniya et accompagne l'intégration des communautés immigrantes du Saguenay–Lac-Saint-Jean.",
  content: `<p>La Fondation Dahira Tidjaniya de Chicoutimi est un organisme culturel et religieux à but non lucratif. Elle rassemble des familles venues du Sénégal, de la Mauritanie, du Mali, de la Guinée, du Maghreb et d'ailleurs, ainsi que des Québécoises et des Québécois qui partagent son attachement à la voie Tidjaniya.</p>
<h2>Notre mission</h2>
<ul>
<li>Offrir un lieu de prière, de dhikr et d'enseignement fidèle à la tradition de Cheikh Ahmed Tidiane Chérif.</li>
<li>Transmettre le Coran, la langue arabe et les sciences religieuses aux jeunes comme aux adultes.</li>
<li>Accueillir les nouveaux arrivants et les accompagner dans leur installation au Saguenay.</li>
<li>Tisser des liens avec les organismes, les écoles et les communautés de foi de la région.</li>
</ul>
<h2>Notre histoire</h2>
<p>Tout a commencé en 2012 par quelques étudiants de l'Université du Québec à Chicoutimi qui se réunissaient le vendredi soir pour réciter la wazifa et la hadra. Le cercle s'est agrandi avec l'arrivée de familles et de travailleurs, et la dahira s'est constituée en fondation en 2018 afin de se doter d'un cadre solide et transparent.</p>
<p>Aujourd'hui, la fondation organise des cours, des conférences, le Gamou annuel et de nombreuses activités d'entraide. Son grand projet est la construction de la Zawiya de Chicoutimi, un lieu permanent de prière et de rassemblement.</p>
<h2>Intégration et vivre-ensemble</h2>
<p>La fondation aide les personnes immigrantes à trouver leurs repères : accueil à l'arrivée, jumelage avec des familles établies, aide aux démarches, ateliers de francisation en partenariat avec des bénévoles de la région et activités ouvertes à tous les citoyens. Nous croyons qu'une foi vécue dans la sérénité et le respect contribue à une région accueillante et solidaire.</p>`,
};

const oustazPage: PageRow = {
  route: "/oustaz",
  title: "Oustaz & Imams",
  summary:
    "Les enseignants et les imams qui guident la vie spirituelle et les cours de la fondation.",
  content: `<p>Les oustaz et les imams de la fondation assurent la prière, la khutba du vendredi, les cours de Coran et d'arabe ainsi que l'accompagnement spirituel des membres. Ils sont disponibles pour répondre aux questions des familles et des visiteurs.</p>
<h2>Enseignement</h2>
<ul>
<li>Lecture et mémorisation du Coran (tajwid), pour enfants et adultes.</li>
<li>Langue arabe, du niveau débutant au niveau avancé.</li>
<li>Fiqh malikite, 'aqida et biographie du Prophète (sira).</li>
<li>Initiation aux pratiques de la Tidjaniya : wird, wazifa et hadra.</li>
</ul>
<h2>Accompagnement</h2>
<p>Sur rendez-vous, les imams célèbrent les mariages religieux, accompagnent les familles lors des naissances et des deuils, et offrent une écoute bienveillante à toute personne qui en fait la demande.</p>`,
};

const contact: PageRow = {
  route: "/contact",
  title: "Nous joindre",
  summary: "Écrivez-nous, appelez-nous ou passez nous voir au centre de la fondation à Chicoutimi.",
  content: `<p>Nous serons heureux de répondre à vos questions sur nos activités, nos cours, le bénévolat ou les dons. Nous répondons habituellement dans un délai de deux à trois jours ouvrables.</p>
<h2>Heures d'ouverture</h2>
<ul>
<li>Tous les jours : de 8 h à 22 h.</li>
<li>Prière du vendredi : accueil dès 12 h 30.</li>
<li>Secrétariat : du lundi au jeudi, de 13 h à 17 h.</li>
</ul>
<h2>Devenir bénévole</h2>
<p>Accueil des nouveaux arrivants, aide aux devoirs, organisation des événements, communication : toutes les compétences sont les bienvenues. Indiquez vos disponibilités dans le formulaire de contact et un membre du bureau communiquera avec vous.</p>`,
};

const tidjaniya: PageRow = {
  route: "/tidjaniya",
  title: "La Tidjaniya",
  summary:
    "Fondée au XVIIIe siècle par Cheikh Ahmed Tidiane Chérif, la Tidjaniya est une voie soufie fondée sur le Coran, la Sunna, l'amour du Prophète et le rappel de Dieu.",
  content: `<p>La Tidjaniya (Tariqa Tidjaniya) est une voie spirituelle soufie de l'islam sunnite. Elle invite le croyant à purifier son cœur, à suivre le Coran et la Sunna et à multiplier le rappel de Dieu (dhikr) et les prières sur le Prophète, paix et salut sur lui.</p>
<h2>Le fondateur</h2>
<p>Cheikh Ahmed Tidiane Chérif est né en 1737 à Aïn Madhi, dans l'actuelle Algérie. Après de longues années d'étude et de voyages spirituels, il fonde la voie vers 1782 et s'établit à Fès, au Maroc, où il meurt en 1815. Sa zawiya de Fès demeure un lieu de visite pour les disciples du monde entier.</p>
<p>La voie s'est largement répandue en Afrique du Nord et en Afrique de l'Ouest, notamment au Sénégal, en Mauritanie, au Mali, au Nigeria et en Guinée, grâce à de grands maîtres qui ont fondé écoles et zawiyas. Elle est aujourd'hui présente sur tous les continents, y compris au Canada.</p>
<h2>Les pratiques</h2>
<ul>
<li>Le wird : récité matin et soir, il comprend la demande de pardon (istighfar), la prière sur le Prophète (Salat al-Fatihi) et l'affirmation de l'unicité de Dieu (La ilaha illa Llah).</li>
<li>La wazifa : office quotidien récité de préférence en groupe, qui comprend notamment la Jawharatoul Kamal.</li>
<li>La hadra : le vendredi après la prière de l'après-midi, les disciples se réunissent pour le dhikr de l'unicité jusqu'au coucher du soleil.</li>
</ul>
<h2>À Chicoutimi</h2>
<p>La fondation réunit les disciples pour la wazifa quotidienne et la hadra du vendredi, organise le Gamou (célébration de la naissance du Prophète), des cours d'initiation et des conférences ouvertes à tous. Les personnes curieuses de découvrir la voie sont les bienvenues à nos événements.</p>`,
};

const coranHadith: PageRow = {
  route: "/coran-hadith",
  title: "Coran & Hadith",
  summary:
    "Des versets, des hadiths et un programme d'étude pour approfondir sa connaissance des textes fondateurs.",
  content: `<p>Le Coran est la parole de Dieu révélée au Prophète Muhammad, paix et salut sur lui, et les hadiths rapportent ses paroles et ses actes. La fondation propose des cours réguliers pour apprendre à les lire, à les comprendre et à les mettre en pratique.</p>
<h2>Programme d'étude</h2>
<ul>
<li>Débutants : le samedi, de 10 h à 12 h.</li>
<li>Avancés : le mercredi, de 19 h à 21 h.</li>
<li>Enfants : le dimanche, de 14 h à 15 h 30.</li>
</ul>
<p>Les cours sont gratuits et ouverts à toutes et à tous. Inscrivez-vous lors de nos événements ou par le formulaire de contact.</p>`,
};

const home: PageRow = {
  route: "/",
  title: "Accueil",
  summary: "Fondation Dahira Tidjaniya de Chicoutimi : foi, savoir et fraternité au Saguenay.",
  content: `<p>La Fondation Dahira Tidjaniya de Chicoutimi fait connaître la voie spirituelle Tidjaniya et accompagne l'intégration des communautés immigrantes de la région. Prières, cours, conférences et entraide : découvrez nos activités et nos projets.</p>`,
};

const projets: PageRow = {
  route: "/projets",
  title: "Nos projets",
  summary: "Les projets que la fondation finance grâce à la générosité de ses donateurs.",
  content: `<p>Chaque don contribue à bâtir la Zawiya de Chicoutimi, à enrichir notre bibliothèque, à soutenir les familles et à faire vivre la culture de la communauté. Suivez l'avancement de chaque projet et choisissez celui que vous souhaitez soutenir.</p>`,
};

const comites: PageRow = {
  route: "/comites",
  title: "Comités de la fondation",
  summary: "Les comités de bénévoles qui font vivre la fondation au quotidien.",
  content: `<p>Les comités réunissent des bénévoles autour d'une mission précise : affaires religieuses, accueil et intégration, finances et collecte de fonds, culture et événements. Chaque comité rend compte de ses activités au bureau.</p>`,
};

const bureau: PageRow = {
  route: "/bureau",
  title: "Bureau de la fondation",
  summary: "Les membres élus qui administrent la fondation.",
  content: `<p>Le bureau est élu par l'assemblée générale des membres pour un mandat de deux ans. Il veille à la bonne gestion de la fondation, à la transparence des finances et à la réalisation des projets.</p>`,
};

const evenements: PageRow = {
  route: "/evenements",
  title: "Événements",
  summary: "Conférences, cours, célébrations et rencontres communautaires de la fondation.",
  content: `<p>Retrouvez ici le calendrier de nos activités : conférences, cours, célébrations religieuses comme le Gamou et la Tabaski, et rencontres ouvertes à toute la communauté. Vous souhaitez organiser un événement dans nos locaux ? Faites-nous une demande.</p>`,
};

const sopeNaby: PageRow = {
  route: "/sope-naby",
  title: "Groupe Sope Naby",
  summary:
    "Les « amoureux du Prophète » : un groupe de la dahira qui chante et fait connaître la vie du Prophète Muhammad, paix et salut sur lui.",
  content: `<h2>Notre mission</h2>
<p>Le groupe Sope Naby réunit des membres de la fondation autour de l'amour du Prophète Muhammad, paix et salut sur lui. Il fait vivre la tradition des chants religieux de la Tidjaniya, transmet aux jeunes la connaissance de la vie du Prophète et anime les grandes célébrations de la communauté.</p>
<h2>Nos activités</h2>
<ul>
<li>Récitation de poèmes et de qasidas à la louange du Prophète, dont la Burda.</li>
<li>Étude de la biographie du Prophète (sira), en soirée et en petits groupes.</li>
<li>Transmission des traditions : wazifa, hadra et chants des grandes fêtes.</li>
<li>Préparation et animation du Gamou, la célébration annuelle de la naissance du Prophète.</li>
</ul>`,
};

export const samplePages: PageRow[] = [
  about,
  oustazPage,
  contact,
  tidjaniya,
  coranHadith,
  home,
  projets,
  comites,
  bureau,
  evenements,
  sopeNaby,
  // Also written by its migration: the seed skips it when it is there (see seed/index.ts).
  privacyPolicyPage,
];
