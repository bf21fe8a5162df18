/**
 * The parts of /admin/dons/annee: the returns' lines (each opening its records), the
 * cross-checks against the receipt register, the records of one line, and the gifts refunded in
 * the year. Figures come from the loader (domain/treasury), never typed here.
 */
import { Link } from "react-router";
import { AdminPanel } from "~/components/admin/admin-frame";
import { RecordTable, type Column } from "~/components/admin/crud/crud-list";
import type { RefundedGift, YearFigures, YearRecord } from "~/domain/treasury/year-figures.server";
import { LINES, YEAR_LINES, type YearLine } from "~/domain/treasury/year-lines";
import { formatDate, formatMoney } from "~/lib/format";

const linkClass = "text-primary underline underline-offset-2";

/** The T3010 lines, each with its amount and the link to its records. */
export function ReturnLines({ figures, line }: { figures: YearFigures; line: YearLine | null }) {
  const count = (one: YearLine) => figures.records.filter((record) => record.line === one).length;
  const columns: Column<YearLine>[] = [
    {
      header: "Ligne",
      rowHeader: true,
      className: "whitespace-nowrap",
      cell: (one) => LINES[one].t3010,
    },
    {
      header: "Description",
      cell: (one) => (
        <div className="grid gap-1">
          <span className="font-medium">{LINES[one].label}</span>
          <span className="text-sm text-muted-foreground">
            {LINES[one].judgement ?? LINES[one].holds}
          </span>
        </div>
      ),
    },
    {
      header: "Montant",
      className: "whitespace-nowrap",
      cell: (one) => (LINES[one].judgement ? "À établir" : formatMoney(figures.totals[one])),
    },
    {
      header: "Détail",
      className: "whitespace-nowrap",
      cell: (one) =>
        LINES[one].judgement ? null : (
          <Link
            to={`?exercice=${figures.period.year}&ligne=${one}#enregistrements`}
            className={linkClass}
            aria-current={line === one ? "true" : undefined}
          >
            {`${count(one)} enregistrement${count(one) > 1 ? "s" : ""}`}
            <span className="sr-only">{` de la ligne ${LINES[one].t3010}`}</span>
          </Link>
        ),
    },
  ];
  return (
    <AdminPanel id="lignes-t3010" title="Déclaration T3010 (Agence du revenu du Canada)">
      <RecordTable
        caption={`Montants de l'exercice ${figures.period.year} que le registre établit`}
        columns={columns}
        rows={YEAR_LINES}
        empty="Aucune ligne."
        rowKey={(one) => one}
      />
      <p className="mt-4 text-sm text-muted-foreground">
        Revenu Québec : la déclaration TP-985.22 demande ces mêmes montants (dons ayant fait
        l&apos;objet d&apos;un reçu, autres dons, revenus de collectes de fonds, ventes, dons à des
        donataires reconnus) ; reportez-les aux lignes correspondantes du formulaire de
        l&apos;année, selon le guide TP-985.22.G.
      </p>
    </AdminPanel>
  );
}

/** Line 4500 against the receipt register, the voided receipts, and the serial numbers. */
export function ReceiptChecks({ figures }: { figures: YearFigures }) {
  const { receipts, totals } = figures;
  const gap = totals["4500"] - receipts.validCents;
  return (
    <AdminPanel id="verifications" title="Vérifications">
      <ul className="grid gap-3 text-sm">
        <li>
          <strong>Ligne 4500 et registre des reçus : </strong>
          {gap === 0
            ? `concordent. Les ${receipts.validCount} reçus valides de l'exercice totalisent ${formatMoney(receipts.validCents)}.`
            : `écart de ${formatMoney(gap)} : la ligne 4500 donne ${formatMoney(totals["4500"])}, les ${receipts.validCount} reçus valides ${formatMoney(receipts.validCents)}. Un reçu annuel qui regroupe des dons de deux exercices en est la cause habituelle : vérifiez les reçus annuels de l'année civile.`}
        </li>
        <li>
          <strong>Reçus annulés : </strong>
          {receipts.voidedCount === 0
            ? "aucun pour les dons de l'exercice."
            : `${receipts.voidedCount} (montant admissible ${formatMoney(receipts.voidedCents)}), exclus de la ligne 4500.`}
        </li>
        <li>
          <strong>Numéros de reçu : </strong>
          {receipts.firstSerial === null
            ? "aucun reçu émis pendant l'exercice."
            : receipts.missingSerials.length === 0
              ? `du n° ${receipts.firstSerial} au n° ${receipts.lastSerial}, aucun numéro ne manque (valides et annulés).`
              : `du n° ${receipts.firstSerial} au n° ${receipts.lastSerial}, numéros manquants : ${receipts.missingSerials.join(", ")}. Un numéro manque quand une émission a échoué avant d'être enregistrée ; consignez-le dans vos registres.`}
        </li>
      </ul>
    </AdminPanel>
  );
}

const RECORD_COLUMNS: Column<YearRecord>[] = [
  {
    header: "Référence",
    rowHeader: true,
    className: "whitespace-nowrap",
    cell: (r) => r.reference,
  },
  { header: "Date", className: "whitespace-nowrap", cell: (r) => formatDate(r.day) },
  { header: "Donateur, client ou objet", cell: (r) => r.who },
  { header: "Fonds ou projet", secondary: true, cell: (r) => r.fund ?? "" },
  { header: "Montant", className: "whitespace-nowrap", cell: (r) => formatMoney(r.cents) },
  {
    header: "Reçu",
    className: "whitespace-nowrap",
    cell: (r) => (r.receiptSerial === null ? "" : `n° ${r.receiptSerial}`),
  },
];

/** The records behind one line. */
export function LineRecords({ figures, line }: { figures: YearFigures; line: YearLine }) {
  const rows = figures.records.filter((record) => record.line === line);
  return (
    <AdminPanel id="enregistrements" title={`Ligne ${LINES[line].t3010} : ${LINES[line].label}`}>
      <RecordTable
        caption={`Enregistrements de la ligne ${LINES[line].t3010}, exercice ${figures.period.year}`}
        columns={RECORD_COLUMNS}
        rows={rows}
        empty="Aucun enregistrement pour cette ligne."
        rowKey={(record) => `${record.reference}-${record.line}`}
      />
    </AdminPanel>
  );
}

const REFUND_COLUMNS: Column<RefundedGift>[] = [
  {
    header: "Référence",
    rowHeader: true,
    className: "whitespace-nowrap",
    cell: (r) => r.reference,
  },
  { header: "Donateur", cell: (r) => r.donor },
  { header: "Don du", className: "whitespace-nowrap", cell: (r) => formatDate(r.giftDay) },
  { header: "Remboursé le", className: "whitespace-nowrap", cell: (r) => formatDate(r.refundDay) },
  { header: "Montant", className: "whitespace-nowrap", cell: (r) => formatMoney(r.cents) },
  {
    header: "Reçus annulés",
    cell: (r) =>
      r.voidedSerials.length === 0
        ? "Aucun reçu"
        : r.voidedSerials.map((n) => `n° ${n}`).join(", "),
  },
];

/** « Dons remboursés »: the refunds of the period, with the receipts they voided. */
export function RefundedGifts({ figures }: { figures: YearFigures }) {
  return (
    <AdminPanel id="dons-rembourses" title="Dons remboursés">
      <p className="mb-4 text-sm text-muted-foreground">
        Les dons remboursés pendant l&apos;exercice et les reçus annulés en conséquence : un
        remboursement n&apos;est pas un don, il ne figure sur aucune ligne.
      </p>
      <RecordTable
        caption={`Dons remboursés, exercice ${figures.period.year}`}
        columns={REFUND_COLUMNS}
        rows={figures.refunds}
        empty="Aucun don remboursé pendant l'exercice."
        rowKey={(refund) => refund.reference}
      />
    </AdminPanel>
  );
}
