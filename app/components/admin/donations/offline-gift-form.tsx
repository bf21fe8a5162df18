/**
 * 'Enregistrer un don reçu' (issue 13, item 4): the form of a cash, cheque or in-kind gift
 * received in person, opened in place on the Dons tab (`?mode=don-recu`), described on the shared CrudForm
 * with the schema of domain/donations/offline-gift.ts. The fields of a gift in kind are always
 * shown, so the form works without JavaScript; the schema refuses them for cash or a cheque.
 */
import { useMemo } from "react";
import { CrudForm } from "~/components/admin/crud/crud-form";
import { optionsOf, selectField, type FieldSpec } from "~/components/admin/crud/form-fields";
import { choicesOf, designationOptions, GENERAL_FUND } from "~/domain/funds/designation";
import { PROVINCES } from "~/domain/receipts/receipt-address";
import { offlineMethodLabels } from "~/domain/donations/labels";
import { RECEIPT_MINIMUM_SENTENCES } from "~/domain/receipts/receipt-minimum";
import { ADVANTAGE_HINT } from "~/domain/receipts/split-receipt";
import {
  OFFLINE_GIFT_INTENT,
  OFFLINE_METHODS,
  offlineGiftSchema,
  type OfflineGiftField,
} from "~/domain/donations/offline-gift";
import type { FormRefusal } from "~/lib/forms/refusal";

export interface OfflineGiftChoices {
  funds: { id: number; name: string }[];
  projects: { id: number; title: string }[];
  today: string;
}

function fieldsFor({ funds, projects, today }: OfflineGiftChoices): FieldSpec<OfflineGiftField>[] {
  return [
    { name: "firstName", label: "Prénom", id: "don-recu-prenom", row: "nom", autoComplete: "off" },
    { name: "lastName", label: "Nom", id: "don-recu-nom", row: "nom", autoComplete: "off" },
    {
      name: "email",
      label: "Courriel",
      id: "don-recu-courriel",
      kind: "email",
      row: "contact",
      hint: "Requis pour envoyer le reçu officiel.",
      autoComplete: "off",
    },
    { name: "phone", label: "Téléphone", id: "don-recu-telephone", kind: "tel", row: "contact" },
    {
      name: "amount",
      label: "Montant ($)",
      id: "don-recu-montant",
      row: "montant",
      hint: "Pour un don en nature : la juste valeur marchande du bien à la date de réception.",
      input: { inputMode: "decimal" },
    },
    {
      name: "advantage",
      label: "Valeur de l'avantage reçu ($)",
      id: "don-recu-avantage",
      row: "avantage",
      hint: ADVANTAGE_HINT,
      input: { inputMode: "decimal" },
    },
    {
      name: "advantageDescription",
      label: "Description de l'avantage",
      id: "don-recu-avantage-description",
      row: "avantage",
      autoComplete: "off",
    },
    {
      name: "receivedOn",
      label: "Date de réception",
      id: "don-recu-date",
      kind: "date",
      row: "montant",
      initial: today,
    },
    selectField("paymentMethod", "Mode de paiement", "don-recu-mode", {
      options: optionsOf(offlineMethodLabels, OFFLINE_METHODS),
      initial: "cash",
      row: "paiement",
    }),
    {
      name: "chequeNumber",
      label: "Numéro du chèque",
      id: "don-recu-cheque",
      row: "paiement",
      hint: "Obligatoire pour un chèque.",
      autoComplete: "off",
    },
    {
      name: "inKindDescription",
      label: "Description du bien",
      id: "don-recu-bien",
      kind: "textarea",
      rows: 2,
      hint: "Obligatoire pour un don en nature, vide sinon : le bien tel que le reçu officiel le décrit (nature, état, quantité).",
    },
    {
      name: "appraiserName",
      label: "Nom de l'évaluateur",
      id: "don-recu-evaluateur",
      row: "evaluateur",
      hint: "Don en nature évalué : le nom et l'adresse de l'évaluateur figurent sur le reçu (les deux, ou aucun).",
      autoComplete: "off",
    },
    {
      name: "appraiserAddress",
      label: "Adresse de l'évaluateur",
      id: "don-recu-evaluateur-adresse",
      row: "evaluateur",
      autoComplete: "off",
    },
    selectField("projectId", "Fonds ou projet", "don-recu-projet", {
      options: designationOptions(funds, projects),
      initial: GENERAL_FUND,
    }),
    {
      name: "receiptRequested",
      label: "Reçu officiel demandé",
      id: "don-recu-recu",
      kind: "checkbox",
      initial: "on",
      hint: RECEIPT_MINIMUM_SENTENCES.offlineGiftHint,
    },
    { name: "address", label: "Adresse", id: "don-recu-adresse", autoComplete: "off" },
    { name: "city", label: "Ville", id: "don-recu-ville", row: "ville", autoComplete: "off" },
    selectField("province", "Province", "don-recu-province", {
      options: [
        { value: "", label: "Choisir…" },
        ...PROVINCES.map(([code, name]) => ({ value: code, label: name })),
      ],
      initial: "QC",
      row: "ville",
    }),
    { name: "postalCode", label: "Code postal", id: "don-recu-code-postal", row: "pays" },
    { name: "country", label: "Pays", id: "don-recu-pays", row: "pays", initial: "Canada" },
  ];
}

export function OfflineGiftForm({
  choices,
  answer,
}: {
  choices: OfflineGiftChoices;
  answer?: { refused?: FormRefusal } | null;
}) {
  const { funds, projects, today } = choices;
  const schema = useMemo(
    () => offlineGiftSchema(choicesOf(funds, projects), today),
    [funds, projects, today],
  );
  const fields = useMemo(() => fieldsFor(choices), [choices]);
  return (
    <CrudForm
      id="formulaire-don-recu"
      schema={schema}
      fields={fields}
      edited={null}
      answer={answer}
      addTitle="Enregistrer un don reçu"
      editTitle={() => "Enregistrer un don reçu"}
      intents={{ create: OFFLINE_GIFT_INTENT, update: OFFLINE_GIFT_INTENT }}
      addLabel="Enregistrer le don"
      closeParams={["mode"]}
    >
      <p className="text-sm text-muted-foreground">
        Le don est enregistré comme complété à la date de réception : il compte dans les totaux,
        dans le projet choisi et dans le reçu annuel du donateur.
      </p>
    </CrudForm>
  );
}
