/** Photo gallery: ten moments from September 2023 to June 2024 (spec public-site.md §9). */
import type { galleryImages } from "#db/schema";
import { art, type WithArt } from "../images";

export const sampleGallery: WithArt<typeof galleryImages.$inferInsert>[] = [
  {
    title: "Gamou 2023",
    description:
      "Plus de 200 personnes réunies pour célébrer la naissance du Prophète, paix et salut sur lui, avec récitations de qasidas et repas partagé.",
    category: "evenements",
    takenOn: "2023-09-30",
    image: art("galerie-gamou-2023", "card", "lanterns", "Lanternes illuminées lors du Gamou", {
      palette: "emerald",
    }),
  },
  {
    title: "Conférence sur la vie du Prophète",
    description:
      "Oustaz Alioune Badara Thiam a retracé les grandes étapes de la sira devant un public nombreux à la bibliothèque de Chicoutimi.",
    category: "conferences",
    takenOn: "2023-10-14",
    image: art("galerie-conference-sira", "card", "arches", "Salle de conférence sous des arches", {
      palette: "royal",
    }),
  },
  {
    title: "Collecte de denrées pour l'hiver",
    description:
      "Les bénévoles ont préparé 60 paniers alimentaires et distribué des vêtements chauds aux familles nouvellement arrivées.",
    category: "solidarite",
    takenOn: "2023-11-18",
    image: art("galerie-collecte", "card", "community", "Bénévoles réunis en cercle", {
      palette: "teal",
    }),
  },
  {
    title: "Assemblée générale annuelle",
    description:
      "Les membres ont adopté les états financiers et fait le point sur l'avancement du projet de la Zawiya.",
    category: "fondation",
    takenOn: "2023-12-09",
    image: art("galerie-assemblee", "card", "pattern", "Rosace géométrique", {
      palette: "midnight",
    }),
  },
  {
    title: "Cours d'arabe pour les enfants",
    description: "Reprise des cours du dimanche avec deux groupes d'enfants de 6 à 12 ans.",
    category: "education",
    takenOn: "2024-01-21",
    image: art("galerie-cours-enfants", "card", "book", "Livre ouvert sur un lutrin", {
      palette: "forest",
    }),
  },
  {
    title: "Soirée d'accueil des nouveaux arrivants",
    description:
      "Une soirée chaleureuse pour souhaiter la bienvenue aux étudiants et aux familles arrivés à l'automne.",
    category: "fondation",
    takenOn: "2024-02-17",
    image: art("galerie-accueil", "card", "community", "Personnes réunies autour d'une table", {
      palette: "dusk",
    }),
  },
  {
    title: "Iftar communautaire",
    description:
      "Rupture du jeûne partagée pendant le Ramadan, ouverte aux voisins et aux amis de la fondation.",
    category: "solidarite",
    takenOn: "2024-03-23",
    image: art("galerie-iftar", "card", "crescent", "Croissant de lune au-dessus des collines", {
      palette: "midnight",
    }),
  },
  {
    title: "Prière de la Korité",
    description: "Prière de l'Aïd el-Fitr célébrée dans la joie à la fin du mois de Ramadan.",
    category: "evenements",
    takenOn: "2024-04-10",
    image: art("galerie-korite", "card", "skyline", "Coupole et minarets au lever du jour", {
      palette: "teal",
    }),
  },
  {
    title: "Table ronde sur la Tidjaniya en Afrique de l'Ouest",
    description:
      "Des chercheurs de l'UQAC et des membres de la fondation ont échangé sur l'histoire de la voie au Sénégal et en Mauritanie.",
    category: "conferences",
    takenOn: "2024-05-11",
    image: art("galerie-table-ronde", "card", "arches", "Arches décorées de motifs étoilés", {
      palette: "emerald",
    }),
  },
  {
    title: "Fin d'année de l'école coranique",
    description:
      "Remise des attestations aux élèves qui ont mémorisé de nouvelles sourates pendant l'année.",
    category: "education",
    takenOn: "2024-06-08",
    image: art("galerie-fin-annee", "card", "pattern", "Rosace dorée sur fond vert", {
      palette: "forest",
    }),
  },
];
