/**
 * The export's part of npm run bench:rows: the CSV of every donation read to its end as a
 * browser would, with the time to its first byte, to its first rows and to its end, and the
 * process memory (its growth over the export, sampled every 20 ms).
 */
import type { Db } from "~/server/db.server";
import { donationsCsvStream } from "~/domain/donations/donations-export.server";

export interface ExportMeasure {
  firstByteMs: number;
  firstRowsMs: number;
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
  const body = donationsCsvStream(db, { status: null, q: "" });
  let firstByteMs = 0;
  let firstRowsMs = 0;
  let chunks = 0;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of body) {
    chunks += 1;
    if (chunks === 1) firstByteMs = performance.now() - start;
    if (chunks === 2) firstRowsMs = performance.now() - start;
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const totalMs = performance.now() - start;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  return {
    firstByteMs,
    firstRowsMs,
    totalMs,
    rows: lines - 1,
    bytes,
    rssGrowth: peakRss - rssBefore,
    peakRss,
  };
}
