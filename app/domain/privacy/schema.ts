/**
 * The form of « Renseignements personnels » (isomorphic): the e-mail address whose data is
 * searched, exported or erased. Its case and surrounding spaces do not matter.
 */
import { z } from "zod";
import { requiredEmail } from "~/lib/forms/rules";

export const PERSONAL_DATA_EMAIL_INVALID =
  "Adresse courriel invalide : entrez l'adresse de la personne (ex. nom@exemple.org).";

export const personalDataSchema = z.object({
  email: requiredEmail(PERSONAL_DATA_EMAIL_INVALID).transform((email) => email.toLowerCase()),
});

export type PersonalDataInput = z.infer<typeof personalDataSchema>;
export type PersonalDataField = keyof PersonalDataInput;
