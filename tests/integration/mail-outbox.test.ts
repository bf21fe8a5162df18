/**
 * The outbox and its worker against a real SMTP server on loopback: delivery with the site's
 * layout, retries with back-off while the server is down, delivery once it is back, failure
 * after the last attempt, and a manual retry.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "#db/schema";
import { foundationRecipient, sendEmail } from "~/domain/mail/mail.server";
import { saveSettings } from "~/domain/settings/settings.server";
import { defaultSettings } from "~/domain/settings/schema";
import {
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  deliverDueEmails,
  retryEmail,
  startMailWorker,
} from "~/domain/mail/mail-worker.server";
import { smtpTransport } from "~/server/mail/transport.server";
import { setupTestDatabase } from "../helpers/db";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";

const test = setupTestDatabase();
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
});

async function outboxRow(id: number) {
  const [row] = await test.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row!;
}

describe("the e-mail outbox", () => {
  it("delivers a queued message over SMTP, HTML and text, signed with the site's name and contact", async () => {
    smtp.clear();
    const id = await sendEmail(
      test.db,
      { to: "awa@example.ca", topic: "test", relatedReference: "DON-ABC234" },
      {
        subject: "Votre don",
        heading: "Merci <Awa>",
        paragraphs: ["Première ligne\nDeuxième ligne"],
        details: [["Référence", "DON-ABC234"]],
      },
    );
    const transport = smtpTransport(smtp.url);
    const report = await deliverDueEmails(test.db, transport);
    transport.close();

    expect(report).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toBe("awa@example.ca");
    expect(mail!.subject).toBe("Votre don");
    expect(mail!.from).toBe(defaultSettings.general.contactEmail);
    expect(mail!.html).toContain("Merci &lt;Awa&gt;");
    expect(mail!.html).toContain(defaultSettings.general.siteName);
    expect(mail!.text).toContain("Référence : DON-ABC234");
    expect(mail!.text).toContain(defaultSettings.general.contactPhone);
    const row = await outboxRow(id);
    expect(row.status).toBe("sent");
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
  });

  it("keeps a message while the server is down, retries later, and delivers it once it is back", async () => {
    smtp.clear();
    const id = await sendEmail(
      test.db,
      { to: "moussa@example.ca", topic: "test" },
      { subject: "En attente", heading: "Bonjour", paragraphs: ["…"] },
    );
    await smtp.stop();
    const transport = smtpTransport(smtp.url);
    // A second on: PostgreSQL stamps the queued row to the microsecond, and a `now` taken in the
    // same millisecond (cut to it) would come before the row and find nothing due.
    const start = new Date(Date.now() + 1000);
    expect(await deliverDueEmails(test.db, transport, { now: start })).toEqual({
      sent: 0,
      retried: 1,
      failed: 0,
    });
    let row = await outboxRow(id);
    expect(row.status).toBe("pending");
    expect(row.lastError).toBeTruthy();
    expect(row.nextAttemptAt.getTime()).toBe(start.getTime() + RETRY_DELAYS_MS[0]!);

    // Not due yet: nothing is attempted.
    await smtp.start();
    expect(await deliverDueEmails(test.db, transport, { now: start })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    const later = new Date(start.getTime() + RETRY_DELAYS_MS[0]! + 1000);
    expect(await deliverDueEmails(test.db, transport, { now: later })).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
    transport.close();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe("En attente");
    row = await outboxRow(id);
    expect(row.status).toBe("sent");
    expect(row.attempts).toBe(2);
  });

  it("marks a message failed after the last attempt; 'Réessayer' puts it back and it goes", async () => {
    smtp.clear();
    const id = await sendEmail(
      test.db,
      { to: "fatou@example.ca", topic: "test" },
      { subject: "Échec", heading: "Bonjour", paragraphs: ["…"] },
    );
    await smtp.stop();
    const transport = smtpTransport(smtp.url);
    let now = new Date(Date.now() + 1000);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await deliverDueEmails(test.db, transport, { now });
      now = new Date(now.getTime() + 25 * 60 * 60_000);
    }
    let row = await outboxRow(id);
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(MAX_ATTEMPTS);

    await smtp.start();
    expect(await retryEmail(test.db, id)).toBe(true);
    expect(await deliverDueEmails(test.db, transport)).toMatchObject({ sent: 1 });
    transport.close();
    row = await outboxRow(id);
    expect(row.status).toBe("sent");
    expect(await retryEmail(test.db, id)).toBe(false);
  });

  it("the running worker sends a message shortly after it is queued", async () => {
    smtp.clear();
    const worker = startMailWorker(async () => test.db, smtpTransport(smtp.url), {
      intervalMs: 60_000,
      wakeDelayMs: 10,
    });
    try {
      await sendEmail(
        test.db,
        { to: "ibrahima@example.ca", topic: "test" },
        { subject: "Tout de suite", heading: "Bonjour", paragraphs: ["…"] },
      );
      const [mail] = await smtp.waitFor(1);
      expect(mail!.subject).toBe("Tout de suite");
    } finally {
      await worker.stop();
    }
  });

  it("tells the foundation at the notification address, else the contact e-mail, or not at all", async () => {
    expect(await foundationRecipient(test.db)).toBe(defaultSettings.general.contactEmail);
    await saveSettings(test.db, "notifications", {
      ...defaultSettings.notifications,
      notificationEmail: "alertes@example.ca",
    });
    expect(await foundationRecipient(test.db)).toBe("alertes@example.ca");
    await saveSettings(test.db, "notifications", {
      ...defaultSettings.notifications,
      emailNotifications: false,
      notificationEmail: "alertes@example.ca",
    });
    expect(await foundationRecipient(test.db)).toBeNull();
  });
});
