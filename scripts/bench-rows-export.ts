/**
 * The export's part of npm run bench:rows: the CSV of every donation read to its end as a
 * browser would, with the time to its first byte and to its end, and the process memory.
 */
import type { Db } from "~/server/db.server";
import { donationsCsv } from "~/domain/donations/csv";
import { exportDonations } from "~/domain/donations/donations-admin.server";

export interface ExportMeasure {
  firstByteMs: number;
  totalMs: number;
  rows: number;
  bytes: number;
  rssGrowth: number;
  peakRss: number;
}

export async function measureDonationsExport(db: Db): Promise<ExportMeasure> {
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  const start = performance.now();
  const body = new Response(donationsCsv(await exportDonations(db, { status: null, q: "" }))).body!;
  let firstByteMs = 0;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of body) {
    if (!bytes) firstByteMs = performance.now() - start;
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const totalMs = performance.now() - start;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  return { firstByteMs, totalMs, rows: lines - 1, bytes, rssGrowth: peakRss - rssBefore, peakRss };
}
