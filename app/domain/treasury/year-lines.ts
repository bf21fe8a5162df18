/**
 * The lines of the year's returns that the ledger gives (decision 0047): the CRA's T3010 (guide
 * T4033) and their counterpart on Revenu Québec's TP-985.22 (guide TP-985.22.G), and the rule
 * that puts one gift's money on them. Isomorphic: the screen, the CSV and the tests read the same
 * labels and the same rule.
 */
import { splitGift } from "~/domain/receipts/split-receipt";

export const YEAR_LINES = ["4500", "4510", "4530", "4630", "4640", "5050", "nature"] as const;
export type YearLine = (typeof YEAR_LINES)[number];

export interface LineDescription {
  /** The T3010 line, as the form numbers it (null: a total of Schedule 5, not a line). */
  t3010: string;
  label: string;
  /** What the figure holds, in the treasurer's words. */
  holds: string;
  /** Where the ledger cannot make the figure, what the treasurer must establish herself. */
  judgement?: string;
}

export const LINES: Record<YearLine, LineDescription> = {
  "4500": {
    t3010: "4500",
    label: "Montant admissible total des dons pour lesquels l'organisme a délivré des reçus",
    holds:
      "Les dons confirmés de l'exercice couverts par un reçu officiel valide, pour leur montant admissible (l'avantage déduit).",
  },
  "4510": {
    t3010: "4510",
    label: "Montant total reçu d'autres organismes de bienfaisance enregistrés",
    holds: "Les dons reçus d'un autre organisme de bienfaisance enregistré.",
    judgement:
      "Le registre des dons ne distingue pas un organisme de bienfaisance d'un autre donateur : établissez ce montant à partir des chèques et virements reçus d'organismes, et retirez-le de la ligne 4530.",
  },
  "4530": {
    t3010: "4530",
    label: "Total des autres dons pour lesquels l'organisme n'a pas délivré de reçu",
    holds:
      "Les dons confirmés de l'exercice sans reçu officiel (non demandé, sous le minimum, adresse manquante), pour leur part de don.",
  },
  "4630": {
    t3010: "4630",
    label: "Total des revenus de collectes de fonds sans reçu",
    holds:
      "La part « avantage » des dons fractionnés (le repas d'un souper-bénéfice, un objet remis) et les dons dont l'avantage dépasse 80 % : aucun reçu possible.",
  },
  "4640": {
    t3010: "4640",
    label: "Total des revenus de la vente de biens et de services",
    holds: "Les commandes de la boutique payées pendant l'exercice, hors commandes remboursées.",
  },
  "5050": {
    t3010: "5050",
    label: "Montant total des dons faits à des donataires reconnus",
    holds:
      "Les décaissements de l'exercice de la catégorie « Don à un autre organisme de bienfaisance (donataire reconnu) ».",
  },
  nature: {
    t3010: "Annexe 5",
    label: "Valeur des dons en nature pour lesquels des reçus ont été délivrés",
    holds:
      "Les dons de biens de l'exercice couverts par un reçu officiel (inclus dans la ligne 4500).",
  },
};

/** One gift's money on the lines: the receipted, unreceipted and fundraising parts. */
export interface GiftLines {
  "4500": number;
  "4530": number;
  "4630": number;
}

/**
 * Where a confirmed gift's money goes. A receipted gift counts for its eligible amount on 4500
 * and its (non-nominal) advantage on 4630; an unreceipted one for its gift part on 4530 and its
 * advantage on 4630; a gift whose advantage passes 80 % is a purchase, all of it on 4630
 * (CRA, "Split receipting"; T4033, lines 4500, 4530 and 4630).
 */
export function giftLines(
  amountCents: number,
  advantageCents: number,
  receipted: boolean,
): GiftLines {
  const split = splitGift(amountCents, advantageCents);
  if (!split.receiptable) return { "4500": 0, "4530": 0, "4630": amountCents };
  return receipted
    ? { "4500": split.eligibleCents, "4530": 0, "4630": split.advantageCents }
    : { "4500": 0, "4530": split.eligibleCents, "4630": split.advantageCents };
}
