/**
 * /admin/donations — 'Gestion des Dons' (spec back-office.md §2 "Donations", §3, §4): three
 * summary cards computed from the data, and two tabs (`?onglet=dons|options`).
 *
 * Dons: the history, filtered by status (`?statut=`) and searched (`?q=`) on the server, one page
 * at a time, with a details panel (`?details=ID`) and a CSV export of the same filtered list
 * (donations-export.ts). A donation is a financial record: a pending one can be confirmed as
 * received, a pending or completed one marked failed or cancelled with a reason, and only one that
 * is not completed (and never receipted) can be deleted.
 *
 * Official receipts (decision 0015) are handled here too: confirming a qualifying gift issues and
 * e-mails its receipt; 'Envoyer le reçu' sends it when it was not sent; the details panel lists
 * the gift's receipts with a 'Télécharger' link (receipt-pdf.ts) and 'Annuler et remplacer'
 * (`?remplacer=RECEIPT_ID` opens its form in place, so it works without JavaScript); the 'Reçu
 * annuel' form groups a donor's gifts of a calendar year in one receipt.
 *
 * Options de paiement: each option switched on or off (a real POST, journaled); the public /don
 * page honours the Interac option. Everything works without JavaScript.
 */
import { Form, Link, useLocation } from "react-router";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { AdminPageHeader, AdminPanel, AdminNotices } from "~/components/admin/admin-frame";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { parseRecordId, searchWith, postedRecord } from "~/components/admin/form-mode";
import { formFields, refuseForm } from "~/components/admin/form-values";
import { Pagination } from "~/components/admin/pagination";
import type { RefusedForm } from "~/components/admin/record-form";
import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { fieldClasses, Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { AdminHandle } from "~/domain/admin/handle";
import { BAD_PAGE, parsePage } from "~/domain/admin/pagination";
import {
  ALREADY_CLOSED,
  COMPLETED_UNDELETABLE,
  DONATION_NOT_FOUND,
  NOT_PENDING,
  parseDonationStatus,
  parseDonationTab,
  parseEnabled,
  PAYMENT_OPTION_NOT_FOUND,
  REASON_MAX,
  reasonSchema,
  type DonationTab,
} from "~/domain/donations/admin-schema";
import {
  RECEIPTED_UNDELETABLE,
  RECEIPT_NOT_FOUND,
  canSendReceipt,
  receiptPdfPath,
} from "~/domain/receipts/receipt-rules";
import {
  listDonationReceipts,
  receiptProblem,
  sendDonationReceipt,
  issueYearEndReceipt,
  voidAndReplaceReceipt,
  type DonationReceipt,
} from "~/domain/receipts/receipts.server";
import {
  DONOR_ADDRESS_MAX,
  DONOR_NAME_MAX,
  VOID_REASON_MAX,
  currentYear,
  voidReceiptSchema,
  yearEndSchema,
} from "~/domain/receipts/schema";
import { VOIDED_MARK } from "~/domain/receipts/receipt-document";
import {
  closeDonation,
  confirmDonation,
  deleteDonation,
  donationTotals,
  getDonation,
  listDonations,
  listPaymentOptions,
  setPaymentOptionEnabled,
  type ChangeResult,
  type DonationRow,
  type PaymentOptionRow,
} from "~/domain/donations/donations-admin.server";
import {
  donationStatuses,
  donationStatusFilterLabels,
  donationStatusLabel,
  paymentMethodLabel,
  paymentOptionTypeLabel,
  receiptStateLabel,
} from "~/domain/donations/labels";
import { formatDate, formatDateTime, formatMoney } from "~/lib/format";
import { firstErrors } from "~/lib/form-errors";
import { searchText } from "~/lib/search";
import { cn } from "~/lib/utils";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { redirectWithToast } from "~/server/flash.server";
import type { Route } from "./+types/donations";

export const handle: AdminHandle = { area: "donations" };

const PATH = "/admin/donations";
const EXPORT_PATH = "/admin/donations/export.csv";
const TABS: { id: DonationTab; label: string }[] = [
  { id: "dons", label: "Dons" },
  { id: "options", label: "Options de paiement" },
];
const GENERAL_DONATION = "Don général";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  const params = new URL(request.url).searchParams;
  const tab = parseDonationTab(params.get("onglet"));
  const db = await getDb();
  const totals = await donationTotals(db);

  if (tab === "options") {
    await requireUser(request, "payment-options");
    return {
      tab,
      totals,
      options: await listPaymentOptions(db),
      list: null,
      status: null,
      q: "",
      details: null,
      receipts: [] as DonationReceipt[],
      receiptProblem: null,
      replacing: null,
      notice: null,
    };
  }

  const { page, valid } = parsePage(params.get("page"));
  const status = parseDonationStatus(params.get("statut"));
  const q = searchText(params.get("q"));
  const notices: string[] = valid ? [] : [BAD_PAGE];
  const list = await listDonations(db, { page, status, q });
  const detailsId = params.has("details") ? parseRecordId(params.get("details")) : undefined;
  const details = detailsId ? await getDonation(db, detailsId) : null;
  if (detailsId !== undefined && !details) notices.push(DONATION_NOT_FOUND);
  const receipts = details ? await listDonationReceipts(db, details.id) : [];
  // `?remplacer=ID` opens the void-and-replace form of one of the panel's valid receipts.
  const replaceId = parseRecordId(params.get("remplacer"));
  const replacing = receipts.find((r) => r.id === replaceId && !r.voidedAt)?.id ?? null;
  return {
    tab,
    totals,
    options: null,
    list,
    status,
    q,
    details,
    receipts,
    receiptProblem: details ? await receiptProblem(db, details) : null,
    replacing,
    notice: notices[0] ?? null,
  };
}

/** The French answer of a status change that did not happen. */
function refuseChange(intent: string, result: ChangeResult, wrongStatus: string, form: FormData) {
  if (result === "not-found") return refuseForm(intent, { form: DONATION_NOT_FOUND }, form, 404);
  if (result === "has-receipt") return refuseForm(intent, { form: RECEIPTED_UNDELETABLE }, form);
  return refuseForm(intent, { form: wrongStatus }, form);
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, handle.area);
  const form = await request.formData();
  const { intent, id } = postedRecord(form);
  const db = await getDb();
  const search = new URL(request.url).search;
  // Back to the list with its filters and page; the details panel stays open after a change.
  const back = (drop: string[] = []) => {
    const kept = searchWith(search, {}, ["remplacer", ...drop]);
    return kept === "?" ? PATH : `${PATH}${kept}`;
  };

  if (intent === "toggle-option") {
    await requireUser(request, "payment-options");
    const enabled = parseEnabled(form.get("enabled"));
    if (enabled === null) return refuseForm(intent, { form: "Valeur invalide." }, form);
    const option = id === null ? null : await setPaymentOptionEnabled(db, me.id, id, enabled);
    if (!option) return refuseForm(intent, { form: PAYMENT_OPTION_NOT_FOUND }, form, 404);
    return redirectWithToast(
      `${PATH}?onglet=options`,
      enabled
        ? {
            title: "Option de paiement activée",
            description: `${option.name} est maintenant proposé aux donateurs.`,
          }
        : {
            title: "Option de paiement désactivée",
            description: `${option.name} n'est plus proposé aux donateurs.`,
          },
    );
  }

  if (intent === "year-end-receipt") {
    const parsed = yearEndSchema().safeParse(formFields(form));
    if (!parsed.success) return refuseForm(intent, firstErrors(parsed.error.issues), form);
    const issued = await issueYearEndReceipt(db, me.id, parsed.data);
    if (!issued.ok) return refuseForm(intent, { form: issued.message }, form, issued.status);
    return redirectWithToast(back(), {
      title: "Reçu annuel envoyé",
      description: `Le reçu no ${issued.serialNumber} regroupe les dons de ${parsed.data.year} ; il a été envoyé à ${issued.email}.`,
    });
  }

  if (intent === "replace-receipt") {
    const receiptId = parseRecordId(String(form.get("receipt") ?? ""));
    const parsed = voidReceiptSchema.safeParse(formFields(form));
    if (!parsed.success) return refuseForm(intent, firstErrors(parsed.error.issues), form);
    const replaced =
      receiptId === null
        ? ({ ok: false, status: 404, message: RECEIPT_NOT_FOUND } as const)
        : await voidAndReplaceReceipt(db, me.id, receiptId, parsed.data);
    if (!replaced.ok) return refuseForm(intent, { form: replaced.message }, form, replaced.status);
    return redirectWithToast(back(), {
      title: "Reçu remplacé",
      description: `L'ancien reçu est marqué ${VOIDED_MARK} ; le reçu no ${replaced.serialNumber} qui le remplace a été envoyé au donateur.`,
    });
  }

  if (id === null && ["confirm", "fail", "cancel", "delete", "send-receipt"].includes(intent)) {
    return refuseForm(intent, { form: DONATION_NOT_FOUND }, form, 404);
  }

  if (intent === "confirm") {
    const { result, receipt } = await confirmDonation(db, me.id, id!);
    if (result !== "done") return refuseChange(intent, result, NOT_PENDING, form);
    if (receipt.kind === "problem") {
      // The gift is confirmed; the treasurer must learn why its receipt did not go out.
      return redirectWithToast(back(), {
        title: "Réception confirmée, reçu non émis",
        description: `Le don est maintenant complété, mais son reçu officiel n'a pas été émis : ${receipt.message}`,
        type: "error",
      });
    }
    return redirectWithToast(back(), {
      title: "Réception confirmée",
      description:
        receipt.kind === "issued"
          ? `Le don est maintenant complété. Le reçu officiel no ${receipt.serialNumber} a été envoyé au donateur.`
          : "Le don est maintenant complété.",
    });
  }

  if (intent === "send-receipt") {
    const sent = await sendDonationReceipt(db, me.id, id!);
    if (!sent.ok) return refuseForm(intent, { form: sent.message }, form, sent.status);
    return redirectWithToast(back(), {
      title: "Reçu envoyé",
      description: "Le reçu a été envoyé au donateur",
    });
  }

  if (intent === "fail" || intent === "cancel") {
    const parsed = reasonSchema.safeParse(formFields(form));
    if (!parsed.success) return refuseForm(intent, firstErrors(parsed.error.issues), form);
    const to = intent === "fail" ? "failed" : "cancelled";
    const result = await closeDonation(db, me.id, id!, to, parsed.data.reason);
    if (result !== "done") return refuseChange(intent, result, ALREADY_CLOSED, form);
    return redirectWithToast(back(), {
      title: intent === "fail" ? "Don marqué comme échoué" : "Don annulé",
      description: "La raison est enregistrée avec le don.",
    });
  }

  if (intent === "delete") {
    const result = await deleteDonation(db, me.id, id!);
    if (result !== "done") return refuseChange(intent, result, COMPLETED_UNDELETABLE, form);
    return redirectWithToast(back(["details"]), {
      title: "Don supprimé",
      description: "Le don a été supprimé.",
    });
  }

  return refuseForm(intent, { form: "Action inconnue." }, form);
}

export const meta: Route.MetaFunction = () => [{ title: "Dons — Administration" }];

const statusTones: Record<string, BadgeTone> = {
  completed: "success",
  pending: "warning",
  failed: "danger",
  cancelled: "neutral",
};

function DonationStatusBadge({ status }: { status: string }) {
  return (
    <StatusBadge tone={statusTones[status] ?? "danger"}>{donationStatusLabel(status)}</StatusBadge>
  );
}

const donorName = (donation: Pick<DonationRow, "firstName" | "lastName">) =>
  `${donation.firstName} ${donation.lastName}`;

export default function Donations({ loaderData, actionData }: Route.ComponentProps) {
  const {
    tab,
    totals,
    options,
    list,
    status,
    q,
    details,
    receipts,
    receiptProblem,
    replacing,
    notice,
  } = loaderData;
  const refused = actionData?.refused;
  const { search } = useLocation();
  // The receipt forms show their own refusal next to them when they are on the page.
  const shownInPlace =
    (refused?.intent === "year-end-receipt" && list !== null) ||
    (refused?.intent === "replace-receipt" && replacing !== null);
  const formError = shownInPlace ? undefined : refused?.errors.form;
  return (
    <>
      <AdminPageHeader
        title="Gestion des Dons"
        subtitle="Suivez les dons reçus et gérez les options de paiement"
      />
      <dl className="mb-8 grid gap-4 sm:grid-cols-3">
        <Stat label="Total des dons complétés" value={formatMoney(totals.completedCents)} />
        <Stat label="Total des dons en attente" value={formatMoney(totals.pendingCents)} />
        <Stat label="Nombre de dons" value={String(totals.count)} />
      </dl>
      <AdminTabs
        label="Onglets des dons"
        current={tab}
        tabs={TABS.map((t) => ({ ...t, href: t.id === "dons" ? PATH : `?onglet=${t.id}` }))}
      />
      <AdminNotices messages={[notice, formError]} />

      {options ? <PaymentOptions options={options} /> : null}

      {list ? (
        <>
          {details ? (
            <DonationDetails
              donation={details}
              receipts={receipts}
              receiptProblem={receiptProblem}
              replacing={replacing}
              refused={refused}
              closeTo={searchWith(search, {}, ["details", "remplacer"])}
            />
          ) : null}
          <AdminPanel id="historique-dons" title="Historique des dons">
            <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
              <Form method="get" className="flex flex-wrap items-end gap-2">
                <div className="grid gap-1">
                  <label htmlFor="filtre-statut" className="text-sm font-medium">
                    Statut
                  </label>
                  <select
                    id="filtre-statut"
                    name="statut"
                    defaultValue={status ?? ""}
                    key={status ?? ""}
                    className={cn(fieldClasses, "h-10")}
                  >
                    <option value="">Tous</option>
                    {donationStatuses.map((key) => (
                      <option key={key} value={key}>
                        {donationStatusFilterLabels[key]}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="grid gap-1">
                  <label htmlFor="recherche-dons" className="text-sm font-medium">
                    Rechercher (nom, courriel, référence)
                  </label>
                  <Input
                    id="recherche-dons"
                    type="search"
                    name="q"
                    defaultValue={q}
                    key={q}
                    maxLength={200}
                    className="h-10"
                  />
                </div>
                <Button type="submit" variant="outline" size="sm">
                  Filtrer
                </Button>
              </Form>
              {/* A plain link: the file is a download, not a page of the app. */}
              <a
                href={`${EXPORT_PATH}${exportSearch(status, q)}`}
                download
                className={buttonVariants({ size: "sm" })}
              >
                Exporter
                <span className="sr-only"> la liste filtrée en CSV</span>
              </a>
            </div>
            <AdminTable
              caption="Historique des dons"
              headers={[
                "Donateur",
                "Montant",
                "Date",
                "Méthode",
                "Projet",
                "Statut",
                "Reçu fiscal",
                "Référence",
                "Actions",
              ]}
              empty="Aucun don trouvé."
              isEmpty={list.rows.length === 0}
            >
              {list.rows.map((donation) => (
                <tr key={donation.id} className={rowClasses}>
                  <th scope="row" className={cn(cellClasses, "font-medium")}>
                    {donorName(donation)}
                    <span className="block font-normal break-all text-muted-foreground">
                      {donation.email}
                    </span>
                  </th>
                  <td className={cn(cellClasses, "whitespace-nowrap")}>
                    {formatMoney(donation.amountCents)}
                  </td>
                  <td className={cn(cellClasses, "whitespace-nowrap")}>
                    {formatDateTime(donation.createdAt)}
                  </td>
                  <td className={cellClasses}>{paymentMethodLabel(donation.paymentMethod)}</td>
                  <td className={cellClasses}>{donation.projectTitle ?? GENERAL_DONATION}</td>
                  <td className={cellClasses}>
                    <DonationStatusBadge status={donation.status} />
                  </td>
                  <td className={cellClasses}>
                    <ReceiptState donation={donation} />
                  </td>
                  <td className={cn(cellClasses, "font-mono whitespace-nowrap")}>
                    {donation.reference}
                  </td>
                  <td className={cellClasses}>
                    <div className="flex flex-wrap gap-2">
                      <Link
                        to={searchWith(search, { details: donation.id })}
                        className={buttonVariants({ variant: "outline", size: "sm" })}
                      >
                        Détails<span className="sr-only"> du don {donation.reference}</span>
                      </Link>
                      {canSendReceipt(donation) ? <SendReceipt donation={donation} /> : null}
                      {donation.status !== "completed" && !donation.hasReceipts ? (
                        <DeleteDonation donation={donation} />
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </AdminTable>
            <Pagination page={list.page} pageCount={list.pageCount} />
          </AdminPanel>
          <YearEndReceipt refused={refused?.intent === "year-end-receipt" ? refused : undefined} />
        </>
      ) : null}
    </>
  );
}

/** `?statut=…&q=…` of the export: the list's filters, without page, tab or panel. */
function exportSearch(status: string | null, q: string): string {
  const params = new URLSearchParams();
  if (status) params.set("statut", status);
  if (q) params.set("q", q);
  const query = params.toString();
  return query ? `?${query}` : "";
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-border bg-card p-5 shadow-sm">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-primary">{value}</dd>
    </div>
  );
}

function DeleteDonation({ donation }: { donation: DonationRow }) {
  return (
    <ConfirmDialog
      intent="delete"
      id={donation.id}
      subject={`le don ${donation.reference}`}
      title="Supprimer le don"
      description={`Êtes-vous sûr de vouloir supprimer le don ${donation.reference} de ${donorName(donation)} (${formatMoney(donation.amountCents)}) ? Cette action ne peut pas être annulée.`}
    />
  );
}

/** The receipt column: sent (with its serial number), requested, or not requested. */
function ReceiptState({ donation }: { donation: DonationRow }) {
  return (
    <span className="whitespace-nowrap">
      {receiptStateLabel(donation)}
      {donation.receiptSerialNumber ? (
        <span className="block text-muted-foreground">no {donation.receiptSerialNumber}</span>
      ) : null}
    </span>
  );
}

/** 'Envoyer le reçu': a plain POST (issues the receipt, or sends the one not sent yet). */
function SendReceipt({ donation }: { donation: DonationRow }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="send-receipt" />
      <input type="hidden" name="id" value={donation.id} />
      <Button type="submit" size="sm">
        Envoyer le reçu<span className="sr-only"> du don {donation.reference}</span>
      </Button>
    </Form>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

function DonationDetails({
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
  refused?: RefusedForm;
  closeTo: string;
}) {
  const reasonRefused = refused?.intent === "fail" || refused?.intent === "cancel";
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
        <Detail term="Montant">{formatMoney(donation.amountCents)}</Detail>
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
          <Detail term="Reçu le">{formatDateTime(donation.receivedAt)}</Detail>
        ) : null}
        <Detail term="Méthode">{paymentMethodLabel(donation.paymentMethod)}</Detail>
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
          <Form method="post" className="grid max-w-xl gap-3">
            <input type="hidden" name="id" value={donation.id} />
            <Field
              id="don-raison"
              label="Raison (obligatoire pour marquer comme échoué ou annuler)"
              error={reasonRefused ? refused?.errors.reason : undefined}
            >
              {(control) => (
                <Textarea
                  {...control}
                  name="reason"
                  rows={3}
                  required
                  maxLength={REASON_MAX}
                  defaultValue={reasonRefused ? refused?.values.reason : undefined}
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
            </div>
          </Form>
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
function DonationReceipts({
  receipts,
  replacing,
  refused,
}: {
  receipts: DonationReceipt[];
  replacing: number | null;
  refused?: RefusedForm;
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
                    className:
                      "border-destructive text-destructive hover:bg-destructive/10 hover:text-destructive",
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

function ReplaceReceipt({
  receipt,
  refused,
  cancelTo,
}: {
  receipt: DonationReceipt;
  refused?: RefusedForm;
  cancelTo: string;
}) {
  const values = refused?.values;
  const errors = refused?.errors;
  return (
    <Form
      method="post"
      id="remplacer-recu"
      className="grid max-w-xl gap-3 rounded-md border border-destructive/40 p-3"
      aria-label={`Annuler et remplacer le reçu no ${receipt.serialNumber}`}
    >
      <input type="hidden" name="intent" value="replace-receipt" />
      <input type="hidden" name="receipt" value={receipt.id} />
      <FormAlert message={errors?.form} />
      <p className="text-sm">
        Le reçu no {receipt.serialNumber} sera conservé et marqué {VOIDED_MARK} ; un nouveau reçu,
        qui le cite, sera émis pour le même montant et envoyé au donateur.
      </p>
      <Field id="recu-raison" label="Raison de l'annulation (obligatoire)" error={errors?.reason}>
        {(control) => (
          <Textarea
            {...control}
            name="reason"
            rows={2}
            required
            maxLength={VOID_REASON_MAX}
            defaultValue={values?.reason}
          />
        )}
      </Field>
      <Field id="recu-nom" label="Nom du donateur sur le nouveau reçu" error={errors?.donorName}>
        {(control) => (
          <Input
            {...control}
            name="donorName"
            required
            maxLength={DONOR_NAME_MAX}
            defaultValue={values?.donorName ?? receipt.donorName}
          />
        )}
      </Field>
      <Field
        id="recu-adresse"
        label="Adresse du donateur sur le nouveau reçu"
        error={errors?.donorAddress}
      >
        {(control) => (
          <Textarea
            {...control}
            name="donorAddress"
            rows={3}
            required
            maxLength={DONOR_ADDRESS_MAX}
            defaultValue={values?.donorAddress ?? receipt.donorAddress}
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

/** 'Reçu annuel': one receipt for a donor's gifts of a calendar year that have none yet. */
function YearEndReceipt({ refused }: { refused?: RefusedForm }) {
  const values = refused?.values;
  const errors = refused?.errors;
  return (
    <AdminPanel id="recu-annuel" title="Reçu annuel" className="mt-8">
      <p className="mb-4 text-sm text-muted-foreground">
        Regroupe en un seul reçu officiel les dons complétés d&apos;un donateur pendant une année
        civile qui n&apos;ont pas encore de reçu ; le reçu est envoyé par courriel au donateur.
      </p>
      {errors?.form ? (
        <div className="mb-4">
          <FormAlert message={errors.form} />
        </div>
      ) : null}
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="year-end-receipt" />
        <Field id="recu-annuel-courriel" label="Courriel du donateur" error={errors?.email}>
          {(control) => (
            <Input
              {...control}
              type="email"
              name="email"
              required
              maxLength={254}
              defaultValue={values?.email}
              className="h-10 w-72"
            />
          )}
        </Field>
        <Field id="recu-annuel-annee" label="Année" error={errors?.year}>
          {(control) => (
            <Input
              {...control}
              type="number"
              name="year"
              required
              min={2000}
              max={currentYear()}
              defaultValue={values?.year ?? String(currentYear() - 1)}
              className="h-10 w-28"
            />
          )}
        </Field>
        <Button type="submit" size="sm" className="h-10">
          Émettre le reçu annuel
        </Button>
      </Form>
    </AdminPanel>
  );
}

function PaymentOptions({ options }: { options: PaymentOptionRow[] }) {
  return (
    <AdminPanel id="options-paiement" title="Options de paiement">
      {options.length === 0 ? (
        <p className="text-muted-foreground">Aucune option de paiement.</p>
      ) : (
        <ul className="grid gap-4">
          {options.map((option) => {
            const nameId = `option-${option.id}-nom`;
            const stateId = `option-${option.id}-etat`;
            return (
              <li
                key={option.id}
                className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-border p-4"
              >
                <div className="grid gap-1">
                  <h3 id={nameId} className="font-semibold">
                    {option.name}
                  </h3>
                  <p className="text-sm text-muted-foreground">
                    {paymentOptionTypeLabel(option.type)}
                    {option.description ? ` — ${option.description}` : null}
                  </p>
                  {option.type === "card" || option.type === "paypal" ? (
                    <p className="text-sm">
                      Aucun service de paiement en ligne n&apos;est relié au site : même activée,
                      cette option n&apos;est pas proposée sur la page Don, qui l&apos;indique aux
                      donateurs.
                    </p>
                  ) : null}
                </div>
                {/* A switch that is a real submit button: it posts the wanted state. */}
                <Form method="post" className="flex items-center">
                  <input type="hidden" name="intent" value="toggle-option" />
                  <input type="hidden" name="id" value={option.id} />
                  <input type="hidden" name="enabled" value={String(!option.enabled)} />
                  <button
                    type="submit"
                    role="switch"
                    aria-checked={option.enabled}
                    aria-labelledby={`${nameId} ${stateId}`}
                    className="group inline-flex min-h-9 items-center gap-2 rounded-md px-2 py-1 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 transition-colors",
                        option.enabled
                          ? "border-primary bg-primary"
                          : "border-muted-foreground bg-muted",
                      )}
                    >
                      <span
                        className={cn(
                          "inline-block size-4 rounded-full bg-white shadow transition-transform",
                          option.enabled ? "translate-x-5" : "translate-x-0.5",
                        )}
                      />
                    </span>
                    <span id={stateId}>{option.enabled ? "Activé" : "Désactivé"}</span>
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-6 text-sm text-muted-foreground">
        Pour ajouter un nouveau mode de paiement, contactez l&apos;administrateur du système.
      </p>
    </AdminPanel>
  );
}
