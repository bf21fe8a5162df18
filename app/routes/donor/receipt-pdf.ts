/**
 * /mon-espace/recus/:id.pdf — « Télécharger » in « Mes reçus »: the official receipt rendered
 * again from its stored row, for the signed-in donor only, and only when it is theirs (it covers
 * one of their gifts or was made out to their address). Anything else — no session, another
 * person's receipt, an unknown id — answers the same 404, never a 500.
 */
import { RECEIPT_NOT_AVAILABLE } from "~/domain/donor-space/messages";
import { readDonor } from "~/server/auth/donor-session.server";
import { donorReceiptPdf } from "~/domain/donor-space/space.server";
import { parseRecordId } from "~/lib/forms/form-mode";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/receipt-pdf";

const NOT_CACHED = "private, no-store";

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await getDb();
  const donor = await readDonor(db, request);
  const id = parseRecordId(params.id);
  const file = donor && id !== null ? await donorReceiptPdf(db, donor.id, id) : null;
  if (!file) {
    return new Response(RECEIPT_NOT_AVAILABLE, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NOT_CACHED },
    });
  }
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": NOT_CACHED,
    },
  });
}
