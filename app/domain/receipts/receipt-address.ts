/**
 * The donor's address as an official receipt prints it: its fields and the provinces. Every form
 * that asks for it (/don, the back-office gift and year-end forms, « Mon adresse pour les
 * reçus ») takes them from here. Isomorphic and without zod (the /don page loads it first).
 */

/** The donor's address an official receipt carries (Income Tax Regulations s. 3501(1)). */
export const RECEIPT_ADDRESS_FIELDS = [
  "address",
  "city",
  "province",
  "postalCode",
  "country",
] as const;

/** Provinces and territories (Canada Post codes), for the receipt address. */
export const PROVINCES: readonly (readonly [code: string, name: string])[] = [
  ["AB", "Alberta"],
  ["BC", "Colombie-Britannique"],
  ["PE", "Île-du-Prince-Édouard"],
  ["MB", "Manitoba"],
  ["NB", "Nouveau-Brunswick"],
  ["NS", "Nouvelle-Écosse"],
  ["NU", "Nunavut"],
  ["ON", "Ontario"],
  ["QC", "Québec"],
  ["SK", "Saskatchewan"],
  ["NL", "Terre-Neuve-et-Labrador"],
  ["NT", "Territoires du Nord-Ouest"],
  ["YT", "Yukon"],
];
