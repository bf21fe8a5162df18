/** The board (bureau); the first four positions are shown on the home page. */
import type { boardMembers } from "#db/schema";
import { art, type WithArt } from "../images";

export const sampleBoard: WithArt<typeof boardMembers.$inferInsert>[] = [
  {
    name: "Mamadou Lamine Diop",
    role: "Président",
    bio: "Ingénieur en procédés dans l'industrie de l'aluminium, installé à Chicoutimi depuis 2009. Membre fondateur de la dahira, il coordonne le projet de construction de la Zawiya et représente la fondation auprès des partenaires de la région.",
    email: "president@fondation-tidjaniya.ca",
    phone: "418 555-0111",
    image: art("bureau-diop", "portrait", "portrait", "Portrait stylisé de Mamadou Lamine Diop", {
      palette: "emerald",
    }),
    nominationDate: "2023-06-17",
    position: 0,
  },
  {
    name: "Ousmane Ndiaye",
    role: "Secrétaire Général",
    bio: "Chargé de cours à l'Université du Québec à Chicoutimi, il rédige les procès-verbaux, prépare les assemblées générales et veille au suivi des demandes adressées à la fondation.",
    email: "secretariat@fondation-tidjaniya.ca",
    phone: "418 555-0112",
    image: art("bureau-ndiaye", "portrait", "portrait", "Portrait stylisé d'Ousmane Ndiaye", {
      palette: "midnight",
    }),
    nominationDate: "2023-06-17",
    position: 1,
  },
  {
    name: "Abdoulaye Sarr",
    role: "Trésorier",
    bio: "Comptable professionnel agréé, il tient les livres de la fondation, émet les reçus officiels de dons et présente chaque année les états financiers aux membres.",
    email: "tresorerie@fondation-tidjaniya.ca",
    phone: "418 555-0113",
    image: art("bureau-sarr", "portrait", "portrait", "Portrait stylisé d'Abdoulaye Sarr", {
      palette: "teal",
    }),
    nominationDate: "2023-06-17",
    position: 2,
  },
  {
    name: "Aïssatou Fall",
    role: "Responsable Communication",
    bio: "Conseillère en communication, elle anime le site Web et les réseaux sociaux de la fondation et entretient les liens avec les médias et les organismes communautaires du Saguenay.",
    email: "communication@fondation-tidjaniya.ca",
    phone: null,
    image: art("bureau-fall", "portrait", "portrait", "Portrait stylisé d'Aïssatou Fall", {
      palette: "royal",
      veiled: true,
    }),
    nominationDate: "2024-01-20",
    position: 3,
  },
  {
    name: "Ibrahima Seck",
    role: "Responsable informatique",
    bio: "Analyste en informatique, il gère les outils numériques de la fondation : site Web, messagerie, sauvegardes et diffusion en direct des conférences.",
    email: "informatique@fondation-tidjaniya.ca",
    phone: null,
    image: art("bureau-seck", "portrait", "portrait", "Portrait stylisé d'Ibrahima Seck", {
      palette: "forest",
    }),
    nominationDate: "2024-01-20",
    position: 4,
  },
  {
    name: "Fatou Diagne",
    role: "Vice-président",
    bio: "Infirmière au CIUSSS du Saguenay–Lac-Saint-Jean, elle seconde le président et coordonne le comité d'accueil et d'intégration des nouveaux arrivants.",
    email: null,
    phone: "418 555-0116",
    image: art("bureau-diagne", "portrait", "portrait", "Portrait stylisé de Fatou Diagne", {
      palette: "dusk",
      veiled: true,
    }),
    nominationDate: "2023-06-17",
    position: 5,
  },
];
