/**
 * The loader of /admin/donations (route.tsx): the role checks and the URL read here, the rows
 * from domain/donations. What the screen shows: the summary cards, then the open tab — one page of the history
 * with its filters, the details panel of one donation (`?details=ID`) with its receipts, one of
 * which may have its replace form open (`?remplacer=RECEIPT_ID`), and the received-gift form
 * (`?mode=don-recu`); the bank reconciliation, the monthly gifts or the people
 * (domain/donations/money-in-tabs.server.ts); or the payment options (a role that may switch them).
 */
import { loadDetails } from "~/domain/admin/details";
import { openScreen } from "~/routes/admin/+shared/crud.server";
import {
  listDonationReceipts,
  receiptProblem,
  type DonationReceipt,
} from "~/domain/receipts/receipts.server";
import { configuredStripe } from "~/domain/payment-options/stripe-config.server";
import { requireUser } from "~/routes/+shared/access.server";
import { parseRecordId } from "~/lib/forms/form-mode";
import { searchText } from "~/lib/search";
import {
  DONATION_NOT_FOUND,
  parseDonationStatus,
  parseDonationTab,
} from "~/domain/donations/admin-schema";
import {
  donationTotals,
  getDonation,
  listDonations,
  listPaymentOptions,
} from "~/domain/donations/donations-admin.server";
import { loadMoneyInTab, offlineGiftChoices } from "~/domain/donations/money-in-tabs.server";
import { OFFLINE_GIFT_MODE } from "~/domain/donations/offline-gift";

export async function loadDonationsScreen(request: Request) {
  const { params, page, pageNotice, db } = await openScreen(request, "donations");
  const tab = parseDonationTab(params.get("onglet"));
  const totals = await donationTotals(db);
  // What a tab does not show.
  const none = {
    options: null,
    list: null,
    status: null,
    q: "",
    details: null,
    receipts: [] as DonationReceipt[],
    receiptProblem: null,
    replacing: null,
    moneyIn: null,
    giftForm: null,
    cardReady: false,
  };

  if (tab === "options") {
    await requireUser(request, "payment-options");
    const [options, stripe] = await Promise.all([listPaymentOptions(db), configuredStripe(db)]);
    return { ...none, tab, totals, options, cardReady: stripe !== null, notice: null };
  }
  if (tab !== "dons") {
    const moneyIn = await loadMoneyInTab(db, tab, params, page);
    return { ...none, tab, totals, moneyIn, notice: pageNotice ?? moneyIn?.notice ?? null };
  }

  const status = parseDonationStatus(params.get("statut"));
  const q = searchText(params.get("q"));
  const [list, { details, notice }, giftForm] = await Promise.all([
    listDonations(db, { page, status, q }),
    loadDetails(params, (id) => getDonation(db, id), DONATION_NOT_FOUND),
    params.get("mode") === OFFLINE_GIFT_MODE ? offlineGiftChoices(db) : null,
  ]);
  const base = { ...none, tab, totals, list, status, q, details, giftForm };
  const notices = [pageNotice, notice];
  if (!details) return { ...base, notice: notices.find(Boolean) ?? null };

  const receipts = await listDonationReceipts(db, details.id);
  // `?remplacer=ID` opens the void-and-replace form of one of the panel's valid receipts.
  const replaceId = parseRecordId(params.get("remplacer"));
  return {
    ...base,
    receipts,
    receiptProblem: await receiptProblem(db, details),
    replacing: receipts.find((r) => r.id === replaceId && !r.voidedAt)?.id ?? null,
    notice: notices.find(Boolean) ?? null,
  };
}
