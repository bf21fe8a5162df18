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
 * 'Enregistrer un don reçu' (`?mode=don-recu`) records a cash or cheque gift received in person;
 * 'Rapprochement bancaire' imports the bank's CSV export and confirms the matched transfers;
 * 'Dons mensuels' lists the monthly gifts (cancel one); 'Donateurs' lists the person records
 * (merge two of the same person) — issue 13, money-in-intents.server.ts and
 * domain/donations/money-in-*.
 *
 * Options de paiement: each option switched on or off (a real POST, journaled), and 'Configurer'
 * of the card option checks that Stripe answers. Everything works without JavaScript. The
 * loader's body is in donations.server.ts, the intents in donation-intents.server.ts, the rules in
 * domain/donations, the panels in components/admin/donations.
 */
import { useLocation } from "react-router";
import { AdminPageHeader, AdminNotices } from "~/components/admin/admin-frame";
import { ScreenTabs } from "~/components/admin/admin-tabs";
import { DonationDetails } from "~/components/admin/donations/donation-details";
import { Stat } from "~/components/admin/donations/donation-parts";
import { PaymentOptions } from "~/components/admin/donations/payment-options";
import { YearEndReceipt } from "~/components/admin/donations/year-end-receipt";
import { YEAR_END_DONOR_INTENT } from "~/domain/receipts/schema";
import { DONATIONS_PATH, type DonationTab } from "~/domain/donations/admin-schema";
import { formatMoney } from "~/lib/format";
import { searchWith } from "~/lib/forms/form-mode";
import { refusalFor } from "~/lib/forms/refusal";
import type { Route } from "./+types/route";
import { donationsAction } from "./donation-intents.server";
import { loadDonationsScreen } from "./donations.server";
import { HistoryTab } from "~/components/admin/donations/history-tab";
import { BankImportTab } from "~/components/admin/donations/bank-import-tab";
import { DonorsTab } from "~/components/admin/donations/donors-tab";
import { MonthlyGiftsTab } from "~/components/admin/donations/monthly-gifts-tab";
import { OfflineGiftForm } from "~/components/admin/donations/offline-gift-form";
import { BANK_CONFIRM_INTENT, BANK_PREVIEW_INTENT } from "~/domain/donations/bank-import";
import { OFFLINE_GIFT_INTENT } from "~/domain/donations/offline-gift";

const TABS: { id: DonationTab; label: string }[] = [
  { id: "dons", label: "Dons" },
  { id: "rapprochement", label: "Rapprochement bancaire" },
  { id: "mensuels", label: "Dons mensuels" },
  { id: "donateurs", label: "Donateurs" },
  { id: "options", label: "Options de paiement" },
];

export async function loader({ request }: Route.LoaderArgs) {
  return loadDonationsScreen(request);
}

export async function action({ request }: Route.ActionArgs) {
  return donationsAction(request);
}

export const meta: Route.MetaFunction = () => [{ title: "Dons — Administration" }];

export default function Donations({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, totals, options, list, details, replacing, notice, moneyIn, giftForm } = loaderData;
  const answer = actionData && "refused" in actionData ? actionData : undefined;
  const refused = answer?.refused;
  const preview = actionData && "bankPreview" in actionData ? actionData.bankPreview : null;
  const { search } = useLocation();
  // The forms show their own refusal next to them when they are on the page.
  const shownInPlace =
    (refused?.intent === "year-end-receipt" && list !== null) ||
    (refused?.intent === YEAR_END_DONOR_INTENT && list !== null) ||
    (refused?.intent === "replace-receipt" && replacing !== null) ||
    (refused?.intent === OFFLINE_GIFT_INTENT && giftForm !== null) ||
    (refused?.intent === BANK_PREVIEW_INTENT && moneyIn?.tab === "rapprochement");
  const formError = shownInPlace ? undefined : refused?.errors.form;
  return (
    <>
      <AdminPageHeader
        title="Gestion des Dons"
        subtitle="Suivez les dons reçus et gérez les options de paiement"
      />
      {/* The year's returns (T3010, TP-985.22): /admin/dons/annee. */}
      <p className="-mt-6 mb-6 text-sm">
        <a href="/admin/dons/annee" className="text-primary underline underline-offset-2">
          Bilan de l&apos;exercice (T3010 et TP-985.22)
        </a>
      </p>
      <dl className="mb-8 grid gap-4 sm:grid-cols-3">
        <Stat label="Total des dons complétés" value={formatMoney(totals.completedCents)} />
        <Stat label="Total des dons en attente" value={formatMoney(totals.pendingCents)} />
        <Stat label="Nombre de dons" value={String(totals.count)} />
      </dl>
      <ScreenTabs
        label="Onglets des dons"
        current={tab}
        tabs={TABS}
        home={{ dons: DONATIONS_PATH }}
      />
      <AdminNotices messages={[notice, formError]} />

      {options ? <PaymentOptions options={options} cardReady={loaderData.cardReady} /> : null}
      {moneyIn?.tab === "rapprochement" ? (
        <BankImportTab
          imports={moneyIn.imports}
          preview={preview}
          refused={
            refusalFor(answer, BANK_PREVIEW_INTENT) ?? refusalFor(answer, BANK_CONFIRM_INTENT)
          }
        />
      ) : null}
      {moneyIn?.tab === "mensuels" ? <MonthlyGiftsTab list={moneyIn.monthly} /> : null}
      {moneyIn?.tab === "donateurs" ? (
        <DonorsTab people={moneyIn.people} q={moneyIn.q} merging={moneyIn.merging} />
      ) : null}

      {list ? (
        <>
          {giftForm ? <OfflineGiftForm choices={giftForm} answer={answer} /> : null}
          {details ? (
            <DonationDetails
              donation={details}
              receipts={loaderData.receipts}
              receiptProblem={loaderData.receiptProblem}
              replacing={replacing}
              refused={refused}
              closeTo={searchWith(search, {}, ["details", "remplacer"])}
            />
          ) : null}
          <HistoryTab list={list} status={loaderData.status} q={loaderData.q} />
          <YearEndReceipt
            refused={refusalFor(answer, "year-end-receipt")}
            donorRefused={refusalFor(answer, YEAR_END_DONOR_INTENT)}
          />
        </>
      ) : null}
    </>
  );
}
