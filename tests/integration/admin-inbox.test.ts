/**
 * /admin/messages (the contact form's inbox) and /admin/courriels (the outbox), administrateur
 * only: read/unread, reply link, delete (journaled); the outbox by status and search, a message's
 * details, 'Réessayer' for a failed one (journaled) and nothing to retry for a sent one.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contactMessages, emailOutbox } from "#db/schema";
import { sendEmail } from "~/domain/mail/mail.server";
import { action as emailsAction, loader as emailsLoader } from "~/routes/admin/emails/route";
import { action as messagesAction, loader as messagesLoader } from "~/routes/admin/messages/route";
import { setupTestDatabase } from "../helpers/db";
import { callAction, callLoader, refused } from "../helpers/routes";
import { signIn } from "../helpers/fixtures";

const test = setupTestDatabase();
const MESSAGES = "http://localhost/admin/messages";
const EMAILS = "http://localhost/admin/courriels";

async function addMessages() {
  return test.db
    .insert(contactMessages)
    .values([
      {
        name: "Fatou Ndiaye",
        email: "fatou@example.org",
        subject: "Visite",
        message: "Peut-on visiter ?",
        createdAt: new Date("2026-11-01T15:00:00Z"),
      },
      {
        name: "Ali Ba",
        email: "ali@example.org",
        subject: "Cours d'arabe",
        message: "Quels sont les horaires ?",
        createdAt: new Date("2026-11-02T15:00:00Z"),
      },
    ])
    .returning({ id: contactMessages.id });
}

async function expectForbidden(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).status).toBe(403);
}

describe("/admin/messages", () => {
  it("lists the newest first with the unread count; opening one marks it read", async () => {
    const { cookie } = await signIn(test.db);
    const [first, second] = await addMessages();
    const list = await callLoader(messagesLoader, MESSAGES, cookie);
    expect(list.list.rows.map((row) => row.subject)).toEqual(["Cours d'arabe", "Visite"]);
    expect(list.list.unread).toBe(2);

    const opened = await callLoader(messagesLoader, `${MESSAGES}?details=${first!.id}`, cookie);
    expect(opened.details).toMatchObject({ subject: "Visite", email: "fatou@example.org" });
    expect(opened.details!.readAt).toBeInstanceOf(Date);
    expect(opened.list.unread).toBe(1);

    const unreadOnly = await callLoader(messagesLoader, `${MESSAGES}?etat=non-lus`, cookie);
    expect(unreadOnly.list.rows.map((row) => row.id)).toEqual([second!.id]);
    const readOnly = await callLoader(messagesLoader, `${MESSAGES}?etat=lus`, cookie);
    expect(readOnly.list.rows.map((row) => row.id)).toEqual([first!.id]);
  });

  it("marks a message unread again, and deletes one (journaled)", async () => {
    const { cookie, me: user } = await signIn(test.db);
    const [first] = await addMessages();
    await callLoader(messagesLoader, `${MESSAGES}?details=${first!.id}`, cookie);
    const unread = (await callAction(messagesAction, MESSAGES, cookie, {
      intent: "unread",
      id: String(first!.id),
    })) as Response;
    expect(unread.status).toBe(302);
    const [row] = await test.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, first!.id));
    expect(row!.readAt).toBeNull();

    const deleted = (await callAction(messagesAction, MESSAGES, cookie, {
      intent: "delete",
      id: String(first!.id),
    })) as Response;
    expect(deleted.status).toBe(302);
    expect(await test.db.select().from(contactMessages)).toHaveLength(1);
    const [entry] = await test.db.select().from(auditLog);
    expect(entry).toMatchObject({
      userId: user.id,
      action: "delete",
      entity: "contact_message",
      entityId: String(first!.id),
    });

    const again = await callAction(messagesAction, MESSAGES, cookie, {
      intent: "delete",
      id: String(first!.id),
    });
    expect(refused(again, 404)).toMatchObject({
      refused: { errors: { form: "Message introuvable : il a peut-être été supprimé." } },
    });
  });

  it("says so for an unknown message and is closed to the other roles", async () => {
    const { cookie } = await signIn(test.db);
    const missing = await callLoader(messagesLoader, `${MESSAGES}?details=999`, cookie);
    expect(missing.notice).toBe("Message introuvable : il a peut-être été supprimé.");
    for (const role of ["editeur", "tresorier"] as const) {
      const other = await signIn(test.db, role);
      await expectForbidden(callLoader(messagesLoader, MESSAGES, other.cookie));
      await expectForbidden(
        callAction(messagesAction, MESSAGES, other.cookie, { intent: "delete", id: "1" }),
      );
    }
  });
});

describe("/admin/courriels", () => {
  async function queue(to: string, reference: string) {
    return sendEmail(
      test.db,
      { to, topic: "donation.instructions", relatedReference: reference },
      { subject: `Don ${reference}`, heading: "Merci", paragraphs: ["Texte du courriel."] },
    );
  }

  it("lists the outbox by status and search, with counts and a message's text", async () => {
    const { cookie } = await signIn(test.db);
    const pending = await queue("awa@example.org", "DON-AAAAAA");
    const sent = await queue("moussa@example.org", "DON-BBBBBB");
    const failed = await queue("ali@example.org", "DON-CCCCCC");
    await test.db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: new Date() })
      .where(eq(emailOutbox.id, sent));
    await test.db
      .update(emailOutbox)
      .set({ status: "failed", attempts: 8, lastError: "550 boîte inconnue" })
      .where(eq(emailOutbox.id, failed));

    const all = await callLoader(emailsLoader, EMAILS, cookie);
    expect(all.list.rows.map((row) => row.id)).toEqual([failed, sent, pending]);
    expect(all.list.counts).toEqual({ pending: 1, sent: 1, failed: 1 });
    const failedOnly = await callLoader(emailsLoader, `${EMAILS}?statut=echoues`, cookie);
    expect(failedOnly.list.rows.map((row) => row.id)).toEqual([failed]);
    const searched = await callLoader(emailsLoader, `${EMAILS}?q=bbbbbb`, cookie);
    expect(searched.list.rows.map((row) => row.id)).toEqual([sent]);

    const details = await callLoader(emailsLoader, `${EMAILS}?details=${failed}`, cookie);
    expect(details.details).toMatchObject({
      to: "ali@example.org",
      lastError: "550 boîte inconnue",
    });
    expect(details.details!.text).toContain("Texte du courriel.");
  });

  it("retries a failed message (journaled), and has nothing to retry for a sent one", async () => {
    const { cookie, me: user } = await signIn(test.db);
    const failed = await queue("ali@example.org", "DON-CCCCCC");
    await test.db
      .update(emailOutbox)
      .set({ status: "failed", attempts: 8, nextAttemptAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(emailOutbox.id, failed));
    const result = (await callAction(emailsAction, EMAILS, cookie, {
      intent: "retry",
      id: String(failed),
    })) as Response;
    expect(result.status).toBe(302);
    const [row] = await test.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    const [entry] = await test.db.select().from(auditLog);
    expect(entry).toMatchObject({ userId: user.id, action: "email.retry", entity: "email" });

    await test.db.update(emailOutbox).set({ status: "sent" }).where(eq(emailOutbox.id, failed));
    const again = await callAction(emailsAction, EMAILS, cookie, {
      intent: "retry",
      id: String(failed),
    });
    expect(refused(again, 409)).toMatchObject({
      refused: { errors: { form: "Ce courriel a déjà été envoyé : il n'y a rien à réessayer." } },
    });
  });

  it("is closed to the other roles", async () => {
    for (const role of ["editeur", "tresorier"] as const) {
      const other = await signIn(test.db, role);
      await expectForbidden(callLoader(emailsLoader, EMAILS, other.cookie));
      await expectForbidden(
        callAction(emailsAction, EMAILS, other.cookie, { intent: "retry", id: "1" }),
      );
    }
  });
});
