/** Speeches: two khutbas and two conferences published, one talk not yet published. */
import type { speeches } from "#db/schema";
import type { SeedClock } from "../clock";
import { art, type WithArt } from "../images";

export function sampleSpeeches(clock: SeedClock): WithArt<typeof speeches.$inferInsert>[] {
  return [
    {
      title: "La miséricorde dans la vie du croyant",
      speaker: "Imam Moussa Kane",
      date: clock.day(-10),
      type: "video",
      kind: "khutba",
      category: "Enseignement",
      durationText: "25 min",
      excerpt:
        "Dieu s'est décrit comme le Tout Miséricordieux : comment cette miséricorde peut-elle se refléter dans nos familles, notre travail et nos relations avec nos voisins ?",
      content: `<p>Chaque sourate du Coran, sauf une, s'ouvre par la mention de Dieu, le Tout Miséricordieux, le Très Miséricordieux. Dans cette khutba, l'imam rappelle que la miséricorde est le premier attribut par lequel Dieu se fait connaître à Ses créatures.</p>
<h2>Points abordés</h2>
<ul>
<li>Le Prophète, paix et salut sur lui, envoyé comme miséricorde pour les mondes.</li>
<li>La douceur envers les parents, les enfants et les aînés.</li>
<li>La bienveillance envers nos voisins, quelle que soit leur croyance.</li>
</ul>
<p>« Soyez miséricordieux envers ceux qui sont sur la terre, Celui qui est au ciel vous fera miséricorde. » (hadith rapporté par At-Tirmidhi)</p>`,
      mediaUrl: null,
      image: art("discours-misericorde", "card", "arches", "Arches d'une salle de prière", {
        palette: "emerald",
      }),
      published: true,
    },
    {
      title: "La famille, premier lieu de la transmission",
      speaker: "Oustaz Alioune Badara Thiam",
      date: clock.day(-24),
      type: "audio",
      kind: "khutba",
      category: "Famille",
      durationText: "20 min",
      excerpt:
        "Transmettre la foi et les valeurs à nos enfants loin du pays d'origine : un défi et une responsabilité partagée entre les parents et la communauté.",
      content: `<p>Pour beaucoup de familles immigrantes, transmettre la langue, la religion et les traditions à des enfants qui grandissent au Québec est une préoccupation quotidienne. Cette khutba propose des repères simples.</p>
<ul>
<li>Montrer l'exemple plutôt que multiplier les interdits.</li>
<li>Prier ensemble au moins une fois par jour.</li>
<li>Valoriser la double appartenance de nos enfants, québécois et musulmans.</li>
</ul>
<p>L'oustaz rappelle enfin que l'école coranique de fin de semaine et les activités jeunesse de la fondation sont là pour épauler les parents.</p>`,
      mediaUrl: null,
      image: art("discours-famille", "card", "community", "Famille réunie en cercle", {
        palette: "teal",
      }),
      published: true,
    },
    {
      title: "La Tidjaniya : histoire et enseignements",
      speaker: "Oustaz Alioune Badara Thiam",
      date: clock.day(-45),
      type: "video",
      kind: "conference",
      category: "Spiritualité",
      durationText: "1 h 15",
      excerpt:
        "Une conférence d'introduction à la voie Tidjaniya : son fondateur, ses pratiques et sa diffusion en Afrique de l'Ouest et en Amérique du Nord.",
      content: `<p>Donnée à la bibliothèque de Chicoutimi devant un public de membres et de curieux, cette conférence présente la voie Tidjaniya en termes accessibles.</p>
<h2>Au programme</h2>
<ul>
<li>La vie de Cheikh Ahmed Tidiane Chérif, de Aïn Madhi à Fès.</li>
<li>Le wird, la wazifa et la hadra : sens et pratique.</li>
<li>La diffusion de la voie au Sénégal et en Afrique de l'Ouest.</li>
<li>La Tidjaniya aujourd'hui, au Québec et au Canada.</li>
</ul>
<p>La conférence se termine par une période de questions avec le public.</p>`,
      mediaUrl: null,
      image: art("discours-tidjaniya", "card", "skyline", "Coupole et minarets sous un ciel doré", {
        palette: "royal",
      }),
      published: true,
    },
    {
      title: "Foi et intégration : être musulman au Québec",
      speaker: "Mamadou Lamine Diop",
      date: clock.day(-80),
      type: "text",
      kind: "conference",
      category: "Société",
      durationText: "12 min de lecture",
      excerpt:
        "Texte de l'allocution prononcée lors de la table ronde régionale sur l'accueil des personnes immigrantes au Saguenay–Lac-Saint-Jean.",
      content: `<p>Je remercie les organisateurs de cette table ronde de donner la parole à notre fondation. Depuis plus de dix ans, nous accueillons au Saguenay des étudiants, des travailleurs et des familles venus d'Afrique de l'Ouest et du Maghreb.</p>
<h2>Une foi qui ouvre des portes</h2>
<p>Notre tradition spirituelle nous enseigne la générosité, le respect de la parole donnée et le service aux autres. Ce sont ces valeurs qui poussent nos membres à s'engager comme bénévoles, à participer à la vie de quartier et à tendre la main aux nouveaux arrivants.</p>
<h2>Nos propositions</h2>
<ul>
<li>Renforcer le jumelage entre familles établies et familles nouvellement arrivées.</li>
<li>Multiplier les occasions de rencontre entre citoyens de toutes origines.</li>
<li>Soutenir l'apprentissage du français dès les premières semaines.</li>
</ul>
<p>L'intégration est un chemin que l'on fait ensemble. Notre fondation est prête à y prendre toute sa part.</p>`,
      mediaUrl: null,
      image: art(
        "discours-integration",
        "card",
        "community",
        "Personnes réunies autour d'une rosace",
        { palette: "forest" },
      ),
      published: true,
    },
    {
      title: "Les règles essentielles du jeûne",
      speaker: "Imam Moussa Kane",
      date: clock.day(-3),
      type: "audio",
      kind: "conference",
      category: "Pratique religieuse",
      durationText: "30 min",
      excerpt:
        "Ce qui rompt le jeûne, les exemptions et la compensation des jours manqués : un rappel pratique avant le Ramadan.",
      content: `<p>Enregistrement en cours de montage. Il sera publié avant le début du mois de Ramadan.</p>`,
      mediaUrl: null,
      image: art("discours-jeune", "card", "crescent", "Croissant de lune", {
        palette: "midnight",
      }),
      published: false,
    },
  ];
}
