/** The Sope Naby group ("lovers of the Prophet"): members and coming meetings. */
import type { groupEvents, groupMembers } from "#db/schema";
import type { SeedClock } from "../clock";
import { art, type WithArt } from "../images";

export const sampleGroupMembers: (typeof groupMembers.$inferInsert)[] = [
  {
    name: "Pape Malick Faye",
    role: "Président",
    email: "sopenaby@fondation-tidjaniya.ca",
    phone: "418 555-0157",
    joinDate: "2016-10-07",
    active: true,
  },
  {
    name: "Khady Diouf",
    role: "Secrétaire",
    email: "khady.diouf@example.org",
    phone: "418 555-0158",
    joinDate: "2018-02-16",
    active: true,
  },
  {
    name: "Modou Gaye",
    role: "Trésorier",
    email: "modou.gaye@example.org",
    phone: null,
    joinDate: "2019-09-13",
    active: true,
  },
  {
    name: "Youssouf Bâ",
    role: "Membre",
    email: null,
    phone: "418 555-0159",
    joinDate: "2022-11-04",
    active: true,
  },
];

/** Days from `today` ("YYYY-MM-DD") to the next Friday, the group's meeting day (1 to 7). */
function daysToNextFriday(today: string): number {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return (5 - weekday + 7) % 7 || 7;
}

export function sampleGroupEvents(clock: SeedClock): WithArt<typeof groupEvents.$inferInsert>[] {
  const friday = daysToNextFriday(clock.today);
  return [
    {
      title: "Récital de qasidas",
      date: clock.day(friday),
      location: "Centre de la fondation, 1234, rue Racine Est, Chicoutimi",
      description:
        "Récitation en chœur de poèmes à la louange du Prophète, dont des extraits de la Burda, après la hadra du vendredi. Ouvert à toutes et à tous.",
      status: "upcoming",
      image: art("sope-naby-qasidas", "card", "lanterns", "Lanternes allumées", {
        palette: "teal",
      }),
    },
    {
      title: "Soirée d'étude de la sira",
      date: clock.day(friday + 14),
      location: "Centre de la fondation, 1234, rue Racine Est, Chicoutimi",
      description:
        "Lecture commentée d'un épisode de la vie du Prophète, paix et salut sur lui, suivie d'un moment de questions et d'un thé.",
      status: "upcoming",
      image: art("sope-naby-sira", "card", "book", "Livre ouvert sur un lutrin", {
        palette: "dusk",
      }),
    },
    {
      title: "Grande veillée du Gamou",
      date: clock.day(54),
      location: "Centre communautaire de Chicoutimi-Nord, Saguenay",
      description:
        "Veillée de chants religieux à la veille du Gamou, avec la participation de groupes invités de Québec et de Montréal.",
      status: "upcoming",
      image: art("sope-naby-veillee", "card", "crescent", "Ciel étoilé et croissant de lune", {
        palette: "forest",
      }),
    },
  ];
}
