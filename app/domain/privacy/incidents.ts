/**
 * The form of the register of confidentiality incidents (Quebec's Law 25, art. 3.8 of the private
 * sector act, and the Regulation respecting confidentiality incidents, s. 7): when it happened and
 * when the foundation learned of it, what happened, the personal information and the number of
 * people concerned, whether it presents a risk of serious injury and why, when the Commission
 * d'accès à l'information and the persons concerned were notified, and the measures taken.
 * Isomorphic.
 */
import { z } from "zod";
import { DAY_INVALID, isoDay, oneOf, requiredText, wholeNumber } from "~/lib/forms/rules";

export const INCIDENT_NOT_FOUND = "Incident introuvable.";
export const PEOPLE_COUNT_INVALID =
  "Le nombre de personnes concernées doit être un nombre entier entre 0 et 10 000 000 (une approximation suffit).";
export const UNTIL_BEFORE_START = "La fin de la période ne peut pas précéder son début.";
export const LEARNED_BEFORE_START =
  "La date de connaissance ne peut pas précéder la date de l'incident.";
export const NOTIFIED_BEFORE_LEARNED =
  "Un avis ne peut pas précéder la date à laquelle la fondation a pris connaissance de l'incident.";
export const RISK_CHOICE = "Indiquez si l'incident présente un risque de préjudice sérieux.";

/** Oui / non, as the form's select posts it. */
export const seriousRiskLabels = { oui: "Oui", non: "Non" } as const;
export type SeriousRiskChoice = keyof typeof seriousRiskLabels;

/** An optional day; blank is null. */
function optionalDay() {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .pipe(isoDay(DAY_INVALID).nullable());
}

const MAX_PEOPLE = 10_000_000;

export const incidentSchema = z
  .object({
    occurredOn: isoDay(),
    occurredUntil: optionalDay(),
    discoveredOn: isoDay(),
    description: requiredText(5000),
    informationConcerned: requiredText(2000),
    peopleCount: wholeNumber(0, MAX_PEOPLE, PEOPLE_COUNT_INVALID),
    seriousRisk: oneOf(["oui", "non"] as const, RISK_CHOICE).transform((value) => value === "oui"),
    riskAssessment: requiredText(5000),
    commissionNotifiedOn: optionalDay(),
    personsNotifiedOn: optionalDay(),
    measures: requiredText(5000),
  })
  .superRefine((input, ctx) => {
    // ISO days compare as text.
    if (input.occurredUntil && input.occurredUntil < input.occurredOn)
      ctx.addIssue({ code: "custom", path: ["occurredUntil"], message: UNTIL_BEFORE_START });
    if (input.discoveredOn < input.occurredOn)
      ctx.addIssue({ code: "custom", path: ["discoveredOn"], message: LEARNED_BEFORE_START });
    for (const field of ["commissionNotifiedOn", "personsNotifiedOn"] as const) {
      const day = input[field];
      if (day && day < input.discoveredOn)
        ctx.addIssue({ code: "custom", path: [field], message: NOTIFIED_BEFORE_LEARNED });
    }
  });
export type IncidentInput = z.infer<typeof incidentSchema>;
export type IncidentField = keyof z.input<typeof incidentSchema>;
