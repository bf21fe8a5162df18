/**
 * The CSV export of /admin/donations as a stream: the header at once, then the donations in
 * batches read one after the other (keyset, donations-admin.server.ts `exportDonationsBatch`), each
 * only when the browser has taken the previous one. 100,000 donations never sit in memory, and
 * the first bytes leave before the last rows are read. The bytes are those of `donationsCsv`.
 *
 * The status line is sent before the rows, so a database failing half-way cannot become an error
 * page: the file then ends with a line saying it is incomplete, and the log says why (no donor
 * data: serializeError keeps no values).
 */
import { logger } from "~/server/logger.server";
import type { Db } from "~/server/db.server";
import { CSV_INTERRUPTED, DONATIONS_CSV_HEAD, csvLine, donationCsvLine } from "./csv";
import {
  exportDonationsBatch,
  type DonationFilter,
  type ExportCursor,
} from "./donations-admin.server";

/** Donations read per query: under a megabyte of CSV; fewer, larger queries suit PGlite. */
export const EXPORT_BATCH = 5_000;

export function donationsCsvStream(
  db: Db,
  filter: DonationFilter,
  batchSize = EXPORT_BATCH,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: ExportCursor | null = null;
  let started = false;
  let sent = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(DONATIONS_CSV_HEAD));
          return;
        }
        try {
          const batch = await exportDonationsBatch(db, filter, cursor, batchSize);
          let text = "";
          for (const row of batch.rows) text += donationCsvLine(row);
          if (text) controller.enqueue(encoder.encode(text));
          sent += batch.rows.length;
          cursor = batch.next;
          if (!cursor) controller.close();
        } catch (error) {
          logger.error("export CSV des dons interrompu", { error, rowsSent: sent });
          controller.enqueue(encoder.encode(csvLine([CSV_INTERRUPTED])));
          controller.close();
        }
      },
    },
    // One chunk ahead at most: memory holds a batch, whatever the file's size.
    { highWaterMark: 1 },
  );
}
