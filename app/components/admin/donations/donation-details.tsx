/**
 * The details panel of one donation on /admin/donations: its data, its official receipts
 * (download, void and replace) and its actions.
 */
import { Form, Link, useLocation } from "react-router";
import { AdminPanel } from "~/components/admin/admin-frame";
import { DESTRUCTIVE_OUTLINE } from "~/components/admin/confirm-dialog";
import { searchWith } from "~/lib/forms/form-mode";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { textareaConstraint } from "~/lib/forms/constraints";
import { valueOf, type FormRefusal } from "~/lib/forms/refusal";
import { StatusBadge } from "~/components/admin/status-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { reasonSchema } from "~/domain/donations/admin-schema";
import { canSendReceipt, receiptPdfPath } from "~/domain/receipts/receipt-rules";
import { splitGiftSummary } from "~/domain/receipts/split-receipt";
import type { DonationReceipt } from "~/domain/receipts/receipts.server";
import { voidReceiptSchema } from "~/domain/receipts/schema";
import { VOIDED_MARK } from "~/domain/receipts/receipt-document";
import type { DonationRow } from "~/domain/donations/donations-admin.server";
import { paymentMethodLabel, receiptStateLabel } from "~/domain/donations/labels";
import { formatDate, formatDateTime, formatMoney } from "~/lib/format";
import {
  DeleteDonation,
  Detail,
  DonationStatusBadge,
  donorName,
  GENERAL_DONATION,
  receivedText,
  SendReceipt,
} from "./donation-parts";

export function DonationDetails({
  donation,
  receipts,
  receiptProblem,
  replacing,
  refused,
  closeTo,
}: {
  donation: DonationRow;
  receipts: DonationReceipt[];
  receiptProblem: string | null;
  replacing: number | null;
  refused?: FormRefusal;
  closeTo: string;
}) {
  const reasonRefused = ["fail", "cancel", "refund"].includes(refused?.intent ?? "");
  const address = [
    donation.address,
    [donation.city, donation.province, donation.postalCode].filter(Boolean).join(" "),
    donation.address ? donation.country : null,
  ].filter(Boolean);
  const closable = donation.status === "pending" || donation.status === "completed";
  return (
    <AdminPanel
      id="details-don"
      title={`Détails du don ${donation.reference}`}
      className="mb-8 border-primary/40"
    >
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Detail term={donation.inKindDescription ? "Juste valeur marchande" : "Montant"}>
          {formatMoney(donation.amountCents)}
        </Detail>
        {donation.inKindDescription ? (
          <Detail term="Bien reçu">{donation.inKindDescription}</Detail>
        ) : null}
        {donation.appraiserName ? (
          <Detail term="Évaluateur">
            {donation.appraiserName}, {donation.appraiserAddress}
          </Detail>
        ) : null}
        {donation.advantageCents > 0 ? (
          <Detail term="Avantage reçu">
            {donation.advantageDescription} ({formatMoney(donation.advantageCents)}).{" "}
            {splitGiftSummary(donation.amountCents, donation.advantageCents)}
          </Detail>
        ) : null}
        <Detail term="Statut">
          <DonationStatusBadge status={donation.status} />
        </Detail>
        <Detail term="Référence">
          <span className="font-mono">{donation.reference}</span>
        </Detail>
        <Detail term="Reçu fiscal">{receiptStateLabel(donation)}</Detail>
        <Detail term="Donateur">{donorName(donation)}</Detail>
        <Detail term="Courriel">
          <a href={`mailto:${donation.email}`} className="text-primary underline">
            {donation.email}
          </a>
        </Detail>
        {donation.phone ? <Detail term="Téléphone">{donation.phone}</Detail> : null}
        {address.length > 0 ? <Detail term="Adresse">{address.join(", ")}</Detail> : null}
        <Detail term="Date">{formatDateTime(donation.createdAt)}</Detail>
        {donation.receivedAt ? (
          <Detail term="Reçu le">{receivedText(donation, donation.receivedAt)}</Detail>
        ) : null}
        <Detail term="Méthode">{paymentMethodLabel(donation.paymentMethod)}</Detail>
        {donation.chequeNumber ? (
          <Detail term="Numéro du chèque">{donation.chequeNumber}</Detail>
        ) : null}
        <Detail term="Projet">{donation.projectTitle ?? GENERAL_DONATION}</Detail>
        {donation.statusReason ? <Detail term="Raison">{donation.statusReason}</Detail> : null}
      </dl>
      {receiptProblem ? (
        <p className="mt-4 rounded-md border border-gold/50 bg-gold-light/20 p-3 text-sm">
          <span className="font-semibold">Reçu officiel non émis : </span>
          {receiptProblem}
        </p>
      ) : null}
      {receipts.length > 0 ? (
        <DonationReceipts
          receipts={receipts}
          replacing={replacing}
          refused={refused?.intent === "replace-receipt" ? refused : undefined}
        />
      ) : null}

      <div className="mt-6 grid gap-6">
        {donation.status === "pending" ? (
          <Form method="post">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="id" value={donation.id} />
            <p className="mb-2 text-sm text-muted-foreground">
              Quand le virement est arrivé, confirmez-le : le don devient complété.
            </p>
            <Button type="submit" size="sm">
              Confirmer la réception
            </Button>
          </Form>
        ) : null}
        {canSendReceipt(donation) ? (
          <div>
            <p className="mb-2 text-sm text-muted-foreground">
              Le reçu officiel de ce don n&apos;a pas été envoyé : il sera émis et envoyé par
              courriel au donateur, avec le PDF.
            </p>
            <SendReceipt donation={donation} />
          </div>
        ) : null}
        {closable ? (
          <CloseDonation donation={donation} refused={reasonRefused ? refused : undefined} />
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          {donation.status !== "completed" && !donation.hasReceipts ? (
            <DeleteDonation donation={donation} />
          ) : null}
          <Link to={closeTo} className={buttonVariants({ variant: "outline", size: "sm" })}>
            Fermer les détails
          </Link>
        </div>
      </div>
    </AdminPanel>
  );
}

/**
 * The receipts of the gift, voided ones kept and marked ANNULÉ. 'Annuler et remplacer' is a link
 * to `?remplacer=ID`, which shows its form (reason required, name and address to print) in place.
 */
export function DonationReceipts({
  receipts,
  replacing,
  refused,
}: {
  receipts: DonationReceipt[];
  replacing: number | null;
  refused?: FormRefusal;
}) {
  const { search } = useLocation();
  return (
    <section aria-labelledby="recus-officiels" className="mt-6">
      <h3 id="recus-officiels" className="mb-2 font-semibold">
        Reçus officiels
      </h3>
      <ul className="grid gap-3">
        {receipts.map((receipt) => (
          <li key={receipt.id} className="grid gap-2 rounded-lg border border-border p-3">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <span className="font-medium">Reçu no {receipt.serialNumber}</span>
              <span className="text-sm text-muted-foreground">
                émis le {formatDate(receipt.issuedAt)}
                {receipt.year ? ` — reçu annuel ${receipt.year}` : null} —{" "}
                {formatMoney(receipt.amountCents)}
                {receipt.eligibleCents !== receipt.amountCents
                  ? ` (montant admissible : ${formatMoney(receipt.eligibleCents)})`
                  : null}
              </span>
              {receipt.voidedAt ? (
                <StatusBadge tone="danger">{VOIDED_MARK}</StatusBadge>
              ) : (
                <StatusBadge tone="success">{receipt.sentAt ? "Envoyé" : "Valide"}</StatusBadge>
              )}
            </div>
            {receipt.replacesSerialNumber ? (
              <p className="text-sm">Remplace le reçu no {receipt.replacesSerialNumber}.</p>
            ) : null}
            {receipt.voidedAt ? (
              <p className="text-sm">
                Annulé le {formatDate(receipt.voidedAt)} : {receipt.voidReason}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {/* A plain link: the PDF is a download, not a page of the app. */}
              <a
                href={receiptPdfPath(receipt.id)}
                download
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                Télécharger<span className="sr-only"> le reçu no {receipt.serialNumber}</span>
              </a>
              {!receipt.voidedAt && replacing !== receipt.id ? (
                <Link
                  to={`${searchWith(search, { remplacer: receipt.id })}#remplacer-recu`}
                  className={buttonVariants({
                    variant: "outline",
                    size: "sm",
                    className: DESTRUCTIVE_OUTLINE,
                  })}
                >
                  Annuler et remplacer
                  <span className="sr-only"> le reçu no {receipt.serialNumber}</span>
                </Link>
              ) : null}
            </div>
            {replacing === receipt.id ? (
              <ReplaceReceipt
                receipt={receipt}
                refused={refused}
                cancelTo={searchWith(search, {}, ["remplacer"])}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ReplaceReceipt({
  receipt,
  refused,
  cancelTo,
}: {
  receipt: DonationReceipt;
  refused?: FormRefusal;
  cancelTo: string;
}) {
  const form = useSchemaForm({ schema: voidReceiptSchema, refused, order: REPLACE_ORDER });
  const { errors } = form;
  return (
    <Form
      {...form.props}
      method="post"
      id="remplacer-recu"
      className="grid max-w-xl gap-3 rounded-md border border-destructive/40 p-3"
      aria-label={`Annuler et remplacer le reçu no ${receipt.serialNumber}`}
    >
      <input type="hidden" name="intent" value="replace-receipt" />
      <input type="hidden" name="receipt" value={receipt.id} />
      <FormAlert message={errors.form} />
      <p className="text-sm">
        Le reçu no {receipt.serialNumber} sera conservé et marqué {VOIDED_MARK} ; un nouveau reçu,
        qui le cite, sera émis pour le même montant et envoyé au donateur.
      </p>
      <Field id="recu-raison" label="Raison de l'annulation (obligatoire)" error={errors.reason}>
        {(control) => (
          <Textarea
            {...control}
            {...textareaConstraint(form.constraint("reason"))}
            name="reason"
            rows={2}
            defaultValue={valueOf(refused, "reason", null)}
          />
        )}
      </Field>
      <Field id="recu-nom" label="Nom du donateur sur le nouveau reçu" error={errors.donorName}>
        {(control) => (
          <Input
            {...control}
            {...form.constraint("donorName")}
            name="donorName"
            defaultValue={valueOf(refused, "donorName", receipt.donorName)}
          />
        )}
      </Field>
      <Field
        id="recu-adresse"
        label="Adresse du donateur sur le nouveau reçu"
        error={errors.donorAddress}
      >
        {(control) => (
          <Textarea
            {...control}
            {...textareaConstraint(form.constraint("donorAddress"))}
            name="donorAddress"
            rows={3}
            defaultValue={valueOf(refused, "donorAddress", receipt.donorAddress)}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" variant="destructive" size="sm">
          Annuler et remplacer le reçu no {receipt.serialNumber}
        </Button>
        <Link to={cancelTo} className={buttonVariants({ variant: "outline", size: "sm" })}>
          Garder ce reçu
        </Link>
      </div>
    </Form>
  );
}

const REPLACE_ORDER = ["reason", "donorName", "donorAddress"] as const;

/** 'Marquer comme échoué' / 'Annuler le don': one reason, two buttons (the intent). */
function CloseDonation({ donation, refused }: { donation: DonationRow; refused?: FormRefusal }) {
  const form = useSchemaForm({ schema: reasonSchema, refused, order: ["reason"] });
  return (
    <Form {...form.props} method="post" className="grid max-w-xl gap-3">
      <input type="hidden" name="id" value={donation.id} />
      <Field
        id="don-raison"
        label="Raison (obligatoire pour marquer comme échoué, annuler ou rembourser)"
        error={form.errors.reason}
      >
        {(control) => (
          <Textarea
            {...control}
            {...textareaConstraint(form.constraint("reason"))}
            name="reason"
            rows={3}
            defaultValue={refused?.values.reason}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="fail" variant="outline" size="sm">
          Marquer comme échoué
        </Button>
        <Button type="submit" name="intent" value="cancel" variant="outline" size="sm">
          Annuler le don
        </Button>
        {/* A card gift is refunded at Stripe, whose signed event records it. */}
        {donation.status === "completed" && donation.paymentMethod !== "card" ? (
          <Button type="submit" name="intent" value="refund" variant="outline" size="sm">
            Marquer comme remboursé
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
