/**
 * /admin/recus/:id.pdf — the 'Télécharger' link of a receipt in /admin/donations: the official
 * receipt rendered again from its stored row (a voided one carries the "ANNULÉ" mark). A
 * resource route: no page, only the file; an unknown id answers 404, never a 500.
 */
import { parseRecordId } from "~/lib/forms/form-mode";
import { RECEIPT_NOT_FOUND } from "~/domain/receipts/receipt-rules";
import { receiptPdf } from "~/domain/receipts/receipts.server";
import { requireUser } from "~/routes/+shared/access.server";
import { privateFile, privateFileNotFound } from "~/routes/admin/+shared/private-file";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/receipt-pdf";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request, "donations");
  const id = parseRecordId(params.id);
  const file = id === null ? null : await receiptPdf(await getDb(), id);
  if (!file) {
    return privateFileNotFound(RECEIPT_NOT_FOUND);
  }
  // A copy on its own ArrayBuffer: what a Response body accepts.
  return privateFile(new Uint8Array(file.bytes), "application/pdf", file.filename);
}
