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
 * page honours the Interac option. Everything works without JavaScript. The panels and small
 * parts of the screen are in components/admin/donations.
 */
import { Form, Link, useLocation } from "react-router";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { AdminPageHeader, AdminPanel, AdminNotices } from "~/components/admin/admin-frame";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import { parseRecordId, searchWith, postedRecord } from "~/components/admin/form-mode";
import { formFields, refuseForm } from "~/components/admin/form-values";
import { Pagination } from "~/components/admin/pagination";
import { Button, buttonVariants } from "~/components/ui/button";
import { fieldClasses, Input } from "~/components/ui/input";
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
  reasonSchema,
  type DonationTab,
} from "~/domain/donations/admin-schema";
import {
  RECEIPTED_UNDELETABLE,
  RECEIPT_NOT_FOUND,
  canSendReceipt,
} from "~/domain/receipts/receipt-rules";
import {
  listDonationReceipts,
  receiptProblem,
  sendDonationReceipt,
  issueYearEndReceipt,
  voidAndReplaceReceipt,
  type DonationReceipt,
} from "~/domain/receipts/receipts.server";
import { voidReceiptSchema, yearEndSchema } from "~/domain/receipts/schema";
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
} from "~/domain/donations/donations-admin.server";
import {
  donationStatuses,
  donationStatusFilterLabels,
  paymentMethodLabel,
} from "~/domain/donations/labels";
import { formatDateTime, formatMoney } from "~/lib/format";
import { firstErrors } from "~/lib/form-errors";
import { searchText } from "~/lib/search";
import { cn } from "~/lib/utils";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { redirectWithToast } from "~/server/flash.server";
import type { Route } from "./+types/donations";
import {
  DonationStatusBadge,
  donorName,
  GENERAL_DONATION,
  Stat,
  DeleteDonation,
  ReceiptState,
  SendReceipt,
} from "~/components/admin/donations/donation-parts";
import { DonationDetails } from "~/components/admin/donations/donation-details";
import { YearEndReceipt } from "~/components/admin/donations/year-end-receipt";
import { PaymentOptions } from "~/components/admin/donations/payment-options";
import { visibleUrl } from "~/lib/visible-url";
export const handle: AdminHandle = { area: "donations" };

const PATH = "/admin/donations";
const EXPORT_PATH = "/admin/donations/export.csv";
const TABS: { id: DonationTab; label: string }[] = [
  { id: "dons", label: "Dons" },
  { id: "options", label: "Options de paiement" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  const params = visibleUrl(request).searchParams;
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
  const form = await readFormData(request);
  const { intent, id } = postedRecord(form);
  const db = await getDb();
  const search = visibleUrl(request).search;
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
