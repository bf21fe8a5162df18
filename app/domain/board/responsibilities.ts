/**
 * What each of the five named board positions is responsible for (spec back-office.md §2
 * "Executive board": the detail view lists them for five positions). Any other position
 * ('Autre' with its own title, or a position added later) has no list. Isomorphic.
 */

export const boardResponsibilities: Readonly<Record<string, readonly string[]>> = {
  Président: [
    "Représenter la fondation auprès des institutions, des partenaires et de la communauté",
    "Présider les réunions du bureau et l'assemblée générale",
    "Veiller au respect des statuts et à la mission de la fondation",
    "Coordonner le travail des membres du bureau et des comités",
  ],
  "Vice-président": [
    "Seconder le président et le remplacer en son absence",
    "Suivre l'avancement des projets et des activités de la fondation",
    "Accompagner les comités dans l'organisation des événements",
  ],
  "Secrétaire Général": [
    "Convoquer les réunions du bureau et de l'assemblée générale",
    "Rédiger et conserver les procès-verbaux et les registres",
    "Tenir à jour la liste des membres et la correspondance officielle",
    "Assurer les formalités administratives auprès des autorités",
  ],
  Trésorier: [
    "Tenir la comptabilité et suivre les dons et les dépenses",
    "Préparer le budget annuel et les états financiers",
    "Émettre les reçus officiels de dons",
    "Présenter le rapport financier à l'assemblée générale",
  ],
  "Responsable Communication": [
    "Animer le site Web et les réseaux sociaux de la fondation",
    "Annoncer les événements, les projets et les campagnes de dons",
    "Préparer les communiqués et les relations avec les médias",
    "Veiller à la cohérence des messages et de l'image de la fondation",
  ],
};

/** The responsibilities of a position, or none (an empty list) for any other title. */
export function responsibilitiesOf(role: string): readonly string[] {
  return Object.hasOwn(boardResponsibilities, role) ? boardResponsibilities[role] : [];
}
