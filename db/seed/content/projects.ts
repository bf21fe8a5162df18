/**
 * Fundraising projects. Inserted in this order, so the flagship and the three donation options
 * get ids 1 to 4, as in the donation dialog of the spec (public-site.md §3).
 */
import type { projects } from "#db/schema";
import type { SeedClock } from "../clock";
import { art, type WithArt } from "../images";

type ProjectRow = WithArt<typeof projects.$inferInsert>;

const dollars = (amount: number) => amount * 100;
/** Collected amount for a goal and a percentage, in cents. */
const share = (goal: number, percent: number) => Math.round((dollars(goal) * percent) / 100);

export function sampleProjects(clock: SeedClock): ProjectRow[] {
  return [
    {
      title: "Construction de la Zawiya de Chicoutimi",
      description:
        "Bâtir un lieu permanent de prière, d'enseignement et de rassemblement pour la communauté : salle de prière, salle de cours, bibliothèque et espace d'accueil pour les familles. Le terrain est acquis et les plans sont approuvés ; les dons financent maintenant la construction du bâtiment.",
      category: "infrastructure",
      tags: ["infrastructure", "spirituel"],
      status: "active",
      goalCents: dollars(300_000),
      collectedCents: dollars(225_000),
      featured: true,
      startDate: clock.day(-420),
      endDate: clock.day(300),
      image: art(
        "projet-zawiya",
        "wide",
        "skyline",
        "Silhouette de la future Zawiya de Chicoutimi",
        { palette: "emerald" },
      ),
      icon: "landmark",
    },
    {
      title: "Bibliothèque islamique",
      description:
        "Constituer une bibliothèque de référence en français et en arabe : exégèses du Coran, recueils de hadiths, ouvrages sur la Tidjaniya et livres pour enfants, en libre consultation au centre.",
      category: "education",
      tags: ["education"],
      status: "active",
      goalCents: dollars(35_000),
      collectedCents: share(35_000, 60),
      featured: false,
      startDate: clock.day(-240),
      endDate: clock.day(180),
      image: art("projet-bibliotheque", "card", "book", "Livre ouvert posé sur un lutrin", {
        palette: "midnight",
      }),
      icon: "book-open",
    },
    {
      title: "Aide aux familles",
      description:
        "Soutenir les familles nouvellement arrivées ou en difficulté : paniers alimentaires, vêtements d'hiver, aide au premier loyer et fournitures scolaires.",
      category: "social",
      tags: ["social"],
      status: "active",
      goalCents: dollars(15_000),
      collectedCents: share(15_000, 90),
      featured: false,
      startDate: clock.day(-150),
      endDate: clock.day(90),
      image: art(
        "projet-familles",
        "card",
        "community",
        "Cercle de personnes réunies autour d'une rosace",
        { palette: "teal" },
      ),
      icon: "heart",
    },
    {
      // Not « Fonds général »: that is /don's own choice of a gift without a project.
      title: "Fonctionnement de la fondation",
      description:
        "Couvrir les frais de fonctionnement de la fondation (loyer, chauffage, assurances) et pouvoir répondre aux besoins urgents de la communauté.",
      category: "social",
      tags: ["social"],
      status: "active",
      goalCents: dollars(20_000),
      collectedCents: share(20_000, 45),
      featured: false,
      startDate: clock.day(-700),
      endDate: null,
      image: art("projet-fonctionnement", "card", "pattern", "Rosace géométrique dorée", {
        palette: "royal",
      }),
      icon: "hand-heart",
    },
    {
      title: "École coranique de fin de semaine",
      description:
        "Équiper deux nouvelles classes et offrir des bourses aux enseignants pour accueillir davantage d'enfants aux cours de Coran et d'arabe du samedi et du dimanche.",
      category: "education",
      tags: ["education"],
      status: "active",
      goalCents: dollars(50_000),
      collectedCents: share(50_000, 40),
      featured: false,
      startDate: clock.day(-90),
      endDate: clock.day(270),
      image: art("projet-ecole", "card", "arches", "Arches ornées d'étoiles dorées", {
        palette: "forest",
      }),
      icon: "graduation-cap",
    },
    {
      title: "Rénovation de la salle communautaire",
      description:
        "Isolation, nouvel éclairage et mise aux normes de la salle communautaire louée par la fondation. Les travaux sont terminés depuis l'automne : merci à tous les donateurs.",
      category: "infrastructure",
      tags: ["infrastructure"],
      status: "completed",
      goalCents: dollars(45_000),
      collectedCents: share(45_000, 85),
      featured: false,
      startDate: clock.day(-500),
      endDate: clock.day(-60),
      image: art("projet-salle", "card", "lanterns", "Lanternes suspendues illuminées", {
        palette: "dusk",
      }),
      icon: "hammer",
    },
    {
      title: "Festival des cultures et des qasidas",
      description:
        "Une fin de semaine de chants religieux, de poésie et de cuisine partagée, ouverte à toute la population du Saguenay. La campagne commence bientôt ; des promesses de dons couvrent déjà une partie du budget.",
      category: "culture",
      tags: ["culture"],
      status: "active",
      goalCents: dollars(25_000),
      collectedCents: share(25_000, 30),
      featured: false,
      startDate: clock.day(30),
      endDate: clock.day(150),
      image: art(
        "projet-festival",
        "card",
        "crescent",
        "Croissant de lune et étoiles au-dessus des collines",
        { palette: "midnight" },
      ),
      icon: "music",
    },
  ];
}
