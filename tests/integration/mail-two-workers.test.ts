/**
 * Two app servers share one outbox (decision 0025): each runs its mail worker on its own
 * connections to the same database, both at once, and every message reaches the SMTP server
 * exactly once. On PostgreSQL the two workers are truly concurrent (two
 * pools); on PGlite, one connection, they interleave.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "#db/schema";
import { deliverDueEmails } from "~/domain/mail/mail-worker.server";
import { openDatabase, type Database } from "~/server/db.server";
import { queueEmail } from "~/server/mail/outbox.server";
import { smtpTransport } from "~/server/mail/transport.server";
import { setupTestDatabase } from "../helpers/db";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";

const test = setupTestDatabase();
let smtp: SmtpCapture;
/** The second server's own connections (PostgreSQL); on PGlite the same database. */
let second: Database | undefined;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const url = test.database.url;
  if (url) second = await openDatabase({ url });
});
afterAll(async () => {
  await second?.close();
  await smtp.close();
});

const COUNT = 60;
const PASSES = 5;

describe("deux serveurs, une file d'envoi", () => {
  it("envoient chaque courriel une seule fois", async () => {
    for (let i = 0; i < COUNT; i++) {
      await queueEmail(test.db, {
        to: `donateur${i}@example.org`,
        subject: `Reçu ${i}`,
        html: `<p>Message ${i}</p>`,
        text: `Message ${i}`,
        topic: "test",
      });
    }
    const servers = [test.db, (second ?? test.database).db];
    const transports = servers.map(() => smtpTransport(smtp.url));
    try {
      // Several passes on each server at once (more than its own timer would run, so that the
      // claims really race), and the other server's at the same time.
      const reports = await Promise.all(
        servers.flatMap((db, i) =>
          Array.from(
            { length: PASSES },
            async () => (await deliverDueEmails(db, transports[i]!)).sent,
          ),
        ),
      );
      expect(reports.reduce((sum, sent) => sum + sent, 0)).toBe(COUNT);
    } finally {
      for (const transport of transports) transport.close();
    }

    await smtp.waitFor(COUNT);
    const received = smtp.messages.map((message) => message.subject).sort();
    const expected = Array.from({ length: COUNT }, (_, i) => `Reçu ${i}`).sort();
    expect(received).toEqual(expected);
    const rows = await test.db.select().from(emailOutbox);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });
});
