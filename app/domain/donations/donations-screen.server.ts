/**
 * What /admin/donations shows: the summary cards, then either the payment options (a role that
 * may switch them) or one page of the history with its filters, and the details panel of one
 * donation (`?details=ID`) with its receipts, one of which may have its replace form open
 * (`?remplacer=RECEIPT_ID`).
 */
import { loadDetails, openScreen } from "~/domain/admin/crud-screen.server";
import {
  listDonationReceipts,
  receiptProblem,
  type DonationReceipt,
} from "~/domain/receipts/receipts.server";
import { requireUser } from "~/domain/users/access.server";
import { parseRecordId } from "~/lib/forms/form-mode";
import { searchText } from "~/lib/search";
import { DONATION_NOT_FOUND, parseDonationStatus, parseDonationTab } from "./admin-schema";
import {
  donationTotals,
  getDonation,
  listDonations,
  listPaymentOptions,
} from "./donations-admin.server";

export async function loadDonationsScreen(request: Request) {
  const { params, page, pageNotice, db } = await openScreen(request, "donations");
  const totals = await donationTotals(db);
  const none = { receipts: [] as DonationReceipt[], receiptProblem: null, replacing: null };

  if (parseDonationTab(params.get("onglet")) === "options") {
    await requireUser(request, "payment-options");
    const options = await listPaymentOptions(db);
    return {
      tab: "options",
      totals,
      options,
      list: null,
      status: null,
      q: "",
      details: null,
      ...none,
      notice: null,
    } as const;
  }

  const status = parseDonationStatus(params.get("statut"));
  const q = searchText(params.get("q"));
  const [list, { details, notice }] = await Promise.all([
    listDonations(db, { page, status, q }),
    loadDetails(params, (id) => getDonation(db, id), DONATION_NOT_FOUND),
  ]);
  const base = { tab: "dons", totals, options: null, list, status, q, details, ...none } as const;
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
