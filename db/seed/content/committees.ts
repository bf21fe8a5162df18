/** Committees and their members. */
import type { committeeMembers, committees } from "#db/schema";
import { art, type WithArt } from "../images";

type Member = WithArt<Omit<typeof committeeMembers.$inferInsert, "committeeId">>;

export interface SampleCommittee {
  committee: typeof committees.$inferInsert;
  members: Member[];
}

function member(key: string, name: string, role: string, contact: string, veiled = false): Member {
  return {
    name,
    role,
    contact,
    image: art(`comite-${key}`, "portrait", "portrait", `Portrait stylisé de ${name}`, { veiled }),
  };
}

export const sampleCommittees: SampleCommittee[] = [
  {
    committee: {
      name: "Comité des affaires religieuses",
      description:
        "Organise les prières, la wazifa quotidienne, la hadra du vendredi et les cours d'initiation, en lien avec les oustaz et les imams.",
    },
    members: [
      member("thiam", "Alioune Badara Thiam", "Responsable", "418 555-0131"),
      member("kane", "Moussa Kane", "Imam", "imam@fondation-tidjaniya.ca"),
      member("gueye", "Cheikh Gueye", "Membre", "c.gueye@example.org"),
    ],
  },
  {
    committee: {
      name: "Comité d'accueil et d'intégration",
      description:
        "Accueille les nouveaux arrivants, organise le jumelage avec des familles établies et les ateliers de francisation.",
    },
    members: [
      member("diagne", "Fatou Diagne", "Coordonnatrice", "418 555-0116", true),
      member("tremblay", "Louis Tremblay", "Bénévole", "l.tremblay@example.org"),
      member("ba", "Mariètou Bâ", "Bénévole", "418 555-0133", true),
    ],
  },
  {
    committee: {
      name: "Comité des finances et de la collecte de fonds",
      description:
        "Prépare le budget, suit les campagnes de dons et la campagne de construction de la Zawiya, et veille à l'émission des reçus officiels.",
    },
    members: [
      member("sarr", "Abdoulaye Sarr", "Responsable", "tresorerie@fondation-tidjaniya.ca"),
      member("cisse", "Khadim Cissé", "Membre", "418 555-0135"),
    ],
  },
  {
    committee: {
      name: "Comité culturel et des événements",
      description:
        "Prépare le Gamou, les conférences, les soirées culturelles et la participation de la fondation aux fêtes de quartier.",
    },
    members: [
      member("ndour", "Babacar Ndour", "Responsable", "b.ndour@fondation-tidjaniya.ca"),
      member("faye", "Pape Malick Faye", "Membre", "sopenaby@fondation-tidjaniya.ca"),
    ],
  },
];
