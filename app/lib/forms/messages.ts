/**
 * The French messages every form rule shares, and the one that words what no rule worded itself
 * (`frenchIssue`). Kept free of zod at run time: validate.ts, which public pages load before zod,
 * parses with it. Isomorphic.
 */
import type { z } from "zod";

export const REQUIRED = "Ce champ est obligatoire.";
export const EMAIL_INVALID = "Adresse courriel invalide.";

/** "Ce champ ne doit pas dépasser 200 caractères." */
export const tooLong = (max: number) => `Ce champ ne doit pas dépasser ${max} caractères.`;

export const VALUE_INVALID = "Valeur invalide.";
export const CHOICE_INVALID = "Choisissez une valeur de la liste.";
export const NUMBER_INVALID = "Indiquez un nombre.";
const tooShort = (min: number) => `Ce champ doit contenir au moins ${min} caractères.`;
const frenchNumber = (value: number | bigint) => new Intl.NumberFormat("fr-CA").format(value);

/**
 * The French message of an issue that its rule did not word itself (a crafted form: a field
 * left out, text where a number was expected, a value outside a list), so no refusal ever shows
 * zod's English defaults. Forms are parsed with it (validate.ts); a rule's own message wins.
 */
export const frenchIssue: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return REQUIRED;
      return issue.expected === "number" || issue.expected === "int"
        ? NUMBER_INVALID
        : VALUE_INVALID;
    case "too_big":
      if (issue.origin === "string") return tooLong(Number(issue.maximum));
      return issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint"
        ? `La valeur ne doit pas dépasser ${frenchNumber(issue.maximum)}.`
        : VALUE_INVALID;
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1 ? REQUIRED : tooShort(Number(issue.minimum));
      return issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint"
        ? `La valeur doit être d'au moins ${frenchNumber(issue.minimum)}.`
        : VALUE_INVALID;
    case "invalid_format":
      return issue.format === "email" ? EMAIL_INVALID : VALUE_INVALID;
    case "invalid_value":
      return CHOICE_INVALID;
    default:
      return VALUE_INVALID;
  }
};
