/**
 * Events, dated relative to the seed: the nearest one within two weeks (the home banner), more
 * to come, one cancelled and three past. The prayer-celebrations (Gamou, Laylatoul Qadr,
 * Tabaski) are events of the "celebration" category.
 */
import type { events } from "#db/schema";
import type { SeedClock } from "../clock";
import { art, type WithArt } from "../images";

type EventRow = WithArt<typeof events.$inferInsert>;

export const FOUNDATION_ADDRESS =
  "Centre de la fondation, 1234, rue Racine Est, Chicoutimi (Québec) G7H 1S8";

const HOUR = 60 * 60 * 1000;
const after = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR);

/** The sample fundraising dinner: paid tickets, part of each price a gift (split receipt). */
export const DINNER_SLUG = "souper-benefice-pour-la-zawiya";

/** Its ticket types: the price, and the fair market value of the meal each gives. */
export const sampleDinnerTickets = [
  {
    name: "Couvert adulte",
    priceCents: 75_00,
    advantageCents: 30_00,
    advantageDescription: "Repas du souper-bénéfice",
    perOrderLimit: 8,
    position: 0,
  },
  {
    name: "Couvert enfant (12 ans et moins)",
    priceCents: 25_00,
    advantageCents: 15_00,
    advantageDescription: "Repas enfant du souper-bénéfice",
    perOrderLimit: 8,
    position: 1,
  },
];

export function sampleEvents(clock: SeedClock): EventRow[] {
  const conference = clock.at(9, "18:30");
  const openDoors = clock.at(16, "10:00");
  const arabic = clock.at(23, "19:00");
  const picnic = clock.at(30, "11:00");
  const qadr = clock.at(38, "21:00");
  const gamou = clock.at(55, "18:30");
  const dinner = clock.at(45, "18:00");
  const tabaski = clock.at(-15, "08:30");
  const quran = clock.at(-40, "10:00");
  const roundTable = clock.at(-75, "18:30");
  return [
    {
      slug: "conference-la-science-et-la-foi-en-islam",
      title: "Conférence : la science et la foi en islam",
      description:
        "Oustaz Alioune Badara Thiam présente la place du savoir dans le Coran et la tradition prophétique, et l'apport des savants musulmans aux sciences. Entrée libre, suivie d'une période de questions et d'un thé à la menthe.",
      startsAt: conference,
      endsAt: after(conference, 2),
      location: FOUNDATION_ADDRESS,
      category: "conference",
      status: "scheduled",
      image: art("evenement-science-foi", "card", "book", "Livre ouvert sous une rosace", {
        palette: "royal",
      }),
    },
    {
      slug: "journee-portes-ouvertes-de-la-fondation",
      title: "Journée portes ouvertes de la fondation",
      description:
        "Visitez nos locaux, rencontrez les bénévoles et découvrez nos activités : cours, entraide, projet de la Zawiya. Dégustation de plats sénégalais et animation pour les enfants.",
      startsAt: openDoors,
      endsAt: after(openDoors, 6),
      location: FOUNDATION_ADDRESS,
      category: "community",
      status: "scheduled",
      image: art("evenement-portes-ouvertes", "card", "community", "Personnes réunies en cercle", {
        palette: "teal",
      }),
    },
    {
      slug: "atelier-initiation-a-la-langue-arabe",
      title: "Atelier d'initiation à la langue arabe",
      description:
        "Premier atelier d'une série de six pour apprendre l'alphabet arabe et lire des mots simples. Ouvert aux adultes, aucun prérequis. Matériel fourni.",
      startsAt: arabic,
      endsAt: after(arabic, 2),
      location: FOUNDATION_ADDRESS,
      category: "education",
      status: "scheduled",
      // Free, but the room seats 25: « Je m'inscris ».
      registrationMode: "free",
      capacity: 25,
      image: art("evenement-arabe", "card", "pattern", "Rosace géométrique", { palette: "forest" }),
    },
    {
      slug: DINNER_SLUG,
      title: "Souper-bénéfice pour la Zawiya",
      description:
        "Un souper sénégalais au profit de la construction de la Zawiya, avec la chorale Sope Naby et le témoignage des bénévoles. Une partie du prix de chaque couvert est un don : un reçu officiel est remis pour le montant admissible, le prix moins la valeur du repas.",
      startsAt: dinner,
      endsAt: after(dinner, 4),
      location: "Salle de réception de l'Hôtel Chicoutimi, 460, rue Racine Est, Saguenay",
      category: "community",
      status: "scheduled",
      registrationMode: "tickets",
      capacity: 120,
      image: art("evenement-souper", "card", "community", "Tablée réunie pour un repas", {
        palette: "dusk",
      }),
    },
    {
      slug: "pique-nique-familial-au-parc-de-la-riviere-du-moulin",
      title: "Pique-nique familial au parc de la Rivière-du-Moulin",
      description:
        "Le pique-nique est annulé en raison des travaux d'aménagement du parc. Il sera reporté à une date ultérieure.",
      startsAt: picnic,
      endsAt: after(picnic, 5),
      location: "Parc de la Rivière-du-Moulin, Chicoutimi",
      category: "community",
      status: "cancelled",
      image: art("evenement-pique-nique", "card", "community", "Familles réunies en plein air", {
        palette: "emerald",
      }),
    },
    {
      slug: "soiree-de-laylatoul-qadr",
      title: "Soirée de Laylatoul Qadr",
      description:
        "Veillée de prière, de lecture du Coran et d'invocations pour la Nuit du Destin, « meilleure que mille mois ». Rupture du jeûne offerte à 20 h, puis prières jusqu'à l'aube pour ceux qui le souhaitent.",
      startsAt: qadr,
      endsAt: after(qadr, 7),
      location: FOUNDATION_ADDRESS,
      category: "celebration",
      status: "scheduled",
      image: art(
        "evenement-laylatoul-qadr",
        "card",
        "crescent",
        "Croissant de lune dans un ciel étoilé",
        { palette: "midnight" },
      ),
    },
    {
      slug: "gamou-annuel-de-chicoutimi",
      title: "Gamou annuel de Chicoutimi",
      description:
        "Célébration de la naissance du Prophète Muhammad, paix et salut sur lui (Mawlid) : récitation du Coran et de qasidas par le groupe Sope Naby, conférence, et repas partagé. Toute la population est invitée.",
      startsAt: gamou,
      endsAt: after(gamou, 5),
      location: "Centre communautaire de Chicoutimi-Nord, Saguenay",
      category: "celebration",
      status: "scheduled",
      image: art("evenement-gamou", "card", "lanterns", "Lanternes allumées pour le Gamou", {
        palette: "emerald",
      }),
    },
    {
      slug: "priere-de-la-tabaski",
      title: "Prière de la Tabaski",
      description:
        "Prière de l'Aïd el-Kébir suivie du sermon et des vœux. Les familles qui le souhaitent ont été jumelées pour partager le repas de fête.",
      startsAt: tabaski,
      endsAt: after(tabaski, 2),
      location: FOUNDATION_ADDRESS,
      category: "celebration",
      status: "scheduled",
      image: art("evenement-tabaski", "card", "skyline", "Coupole et minarets au lever du soleil", {
        palette: "dusk",
      }),
    },
    {
      slug: "cours-intensif-de-lecture-du-coran",
      title: "Cours intensif de lecture du Coran",
      description:
        "Une journée consacrée aux règles de la récitation (tajwid), en petits groupes selon le niveau.",
      startsAt: quran,
      endsAt: after(quran, 6),
      location: FOUNDATION_ADDRESS,
      category: "education",
      status: "scheduled",
      image: art("evenement-tajwid", "card", "book", "Coran ouvert sur un lutrin", {
        palette: "teal",
      }),
    },
    {
      slug: "table-ronde-accueillir-et-integrer-au-saguenay",
      title: "Table ronde : accueillir et intégrer au Saguenay",
      description:
        "Organismes d'accueil, employeurs et membres de la communauté ont échangé sur les moyens de faciliter l'installation des personnes immigrantes dans la région.",
      startsAt: roundTable,
      endsAt: after(roundTable, 2.5),
      location: "Bibliothèque de Chicoutimi, 155, rue Racine Est, Chicoutimi",
      category: "conference",
      status: "scheduled",
      image: art("evenement-table-ronde", "card", "arches", "Arches décorées", {
        palette: "royal",
      }),
    },
  ];
}
