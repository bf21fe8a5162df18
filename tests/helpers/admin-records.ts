/**
 * One valid record of the back-office screens, as each add form posts it: the rows of
 * admin-crud-contract.test.ts and the screens' own test files start from the same fields (a
 * test changes what it needs with a spread).
 */

/** A member of staff (/admin/personnel). */
export const staffMember = {
  name: "Fatou Diop",
  role: "Coordonnatrice",
  department: "education",
  email: "fatou@exemple.org",
  phone: "418 555-0199",
  location: "Chicoutimi",
  bio: "Responsable des cours.",
  hireDate: "2021-09-07",
  status: "actif",
};

/** A member of the board (/admin/bureau). */
export const boardMember = {
  name: "Fatou Diallo",
  role: "Vice-président",
  otherRole: "",
  bio: "Enseignante à Jonquière.",
  email: "fatou@example.org",
  phone: "418 555-0199",
  nominationDate: "2025-09-14",
  position: "0",
};

/** A speech (/admin/discours). */
export const speech = {
  title: "La patience dans l'épreuve",
  speaker: "Imam Moussa Kane",
  date: "2026-03-06",
  kind: "khutba",
  type: "audio",
  category: "Spiritualité",
  durationText: "30 min",
  excerpt: "Tenir bon sans se plaindre.",
  content: "Premier paragraphe.",
  mediaUrl: "/media/discours/patience.mp3",
};

/** A project, its amounts typed the French way (/admin/projets). */
export const project = {
  title: "Puits au village",
  category: "social",
  status: "active",
  goalCents: "1 234,56",
  collectedCents: "500.5",
  startDate: "2026-01-15",
  endDate: "2027-06-30",
  description: "Un puits pour l'eau potable.",
};

/** A published article, its address left to be made from the title (/admin/blog). */
export const blogArticle = {
  title: "Fête de l'Aïd à Chicoutimi",
  slug: "",
  excerpt: "Retour sur une belle journée de prière et de partage.",
  content: "<p>Une journée de prière et de partage.</p>",
  author: "Awa Ndiaye",
  category: "Événements",
  tags: "fête, communauté",
  publishedAt: "2025-04-01T10:30",
  status: "published",
};

/** A member of the Sope Naby group (/admin/sope-naby, members tab). */
export const groupMember = {
  name: "Khady Diouf",
  role: "Secrétaire",
  email: "khady@example.org",
  phone: "418 555-0158",
  joinDate: "2018-02-16",
  active: "on",
};

/** A meeting of the Sope Naby group (/admin/sope-naby, events tab). */
export const groupEvent = {
  title: "Soirée de récitation",
  date: "2026-12-04",
  location: "Salle communautaire",
  status: "upcoming",
  description: "Récitation du Coran.",
};
