/** Home page: the hero carousel and the oustaz and imams. */
import type { carouselSlides, oustaz } from "#db/schema";
import { art, type WithArt } from "../images";

export const sampleSlides: WithArt<typeof carouselSlides.$inferInsert>[] = [
  {
    position: 0,
    image: art("slide-fondation", "slide", "arches", "Arches ornées de motifs géométriques dorés", {
      palette: "emerald",
    }),
    title: "Bienvenue à la Fondation Dahira Tidjaniya de Chicoutimi",
    subtitle:
      "Un lieu de foi, de savoir et de fraternité au cœur du Saguenay, ouvert à toutes et à tous.",
    buttonText: "Découvrir la fondation",
    buttonLink: "/about",
    action: null,
  },
  {
    position: 1,
    image: art(
      "slide-activites",
      "slide",
      "lanterns",
      "Lanternes allumées sur fond de motifs étoilés",
      { palette: "midnight" },
    ),
    title: "Nos activités tout au long de l'année",
    subtitle: "Conférences, cours de Coran, séances de dhikr, Gamou et rencontres communautaires.",
    buttonText: "Voir les événements",
    buttonLink: "/evenements",
    action: null,
  },
  {
    position: 2,
    image: art(
      "slide-zawiya",
      "slide",
      "skyline",
      "Silhouette d'une zawiya à coupole et minarets au crépuscule",
      { palette: "dusk" },
    ),
    title: "Construction de la Zawiya de Chicoutimi",
    subtitle:
      "Aidez-nous à bâtir un lieu de prière, d'enseignement et de rassemblement pour toute la communauté.",
    buttonText: "Faire un don",
    buttonLink: null,
    action: "donate",
  },
];

export const sampleOustaz: WithArt<typeof oustaz.$inferInsert>[] = [
  {
    name: "Alioune Badara Thiam",
    title: "Oustaz",
    bio: "Formé aux sciences religieuses à Tivaouane puis à Fès, Oustaz Thiam enseigne le Coran, la langue arabe et le fiqh malikite. Il anime les cours du samedi et accompagne les nouveaux disciples dans l'apprentissage du wird.",
    image: art(
      "oustaz-thiam",
      "portrait",
      "portrait",
      "Portrait stylisé d'Oustaz Alioune Badara Thiam",
      { palette: "emerald" },
    ),
    position: 0,
  },
  {
    name: "Moussa Kane",
    title: "Imam",
    bio: "Imam de la fondation depuis 2019, Moussa Kane dirige les prières et prononce la khutba du vendredi. Diplômé en études islamiques et installé au Saguenay depuis quinze ans, il est aussi une personne-ressource pour les familles nouvellement arrivées.",
    image: art("imam-kane", "portrait", "portrait", "Portrait stylisé de l'imam Moussa Kane", {
      palette: "royal",
    }),
    position: 1,
  },
];
