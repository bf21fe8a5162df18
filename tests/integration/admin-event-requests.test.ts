/**
 * /admin/demande-evenements: a request sent through the public /demande-evenements form is listed
 * with its DEM- reference, filtered by status, shown in the details panel, approved or rejected
 * only while pending (the UPDATE itself checks it: a decided request answers 409 and never
 * changes again), deleted; each change journaled, every refusal changing nothing.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, emailOutbox, eventRequests, events } from "#db/schema";
import { REJECTION_REASON_TOO_LONG } from "~/domain/event-requests/admin-schema";
import { BAD_PAGE } from "~/domain/admin/pagination";
import { addDays, PUBLIC_TITLE_TOO_LONG, publicEventTitle } from "~/domain/event-requests/labels";
import {
  decideEventRequest,
  REQUESTS_PAGE_SIZE,
} from "~/domain/event-requests/event-requests-admin.server";
import { ALREADY_DECIDED, REQUEST_NOT_FOUND } from "~/domain/event-requests/status";
import { todayInSaguenay } from "~/lib/format";
import { action, loader } from "~/routes/admin/event-requests/route";
import { action as publicAction } from "~/routes/public/event-request";
import { setupTestDatabase } from "../helpers/db";
import { renderRoutes, siteTree } from "../helpers/render-page";
import { callAction, callLoader, refused, routeAt } from "../helpers/routes";
import { signIn } from "../helpers/fixtures";

const database = setupTestDatabase();
const BASE = "http://localhost/admin/demande-evenements";

const { post, toast } = routeAt(BASE, { action }, { toast: ["title", "location"] });

/** Sends the public form as a visitor would; answers the stored row. */
async function submit(name: string, ip: string) {
  const fields = {
    name,
    email: `${name.split(" ")[0].toLowerCase()}@example.org`,
    phone: "418 555-0123",
    eventType: "mariage",
    eventDate: addDays(todayInSaguenay(), 40),
    eventTime: "14:30",
    location: "Salle de conférence",
    attendees: "120",
    description: "Cérémonie suivie d'un repas.",
  };
  const result = (
    await callAction(publicAction, "http://localhost/demande-evenements", "", fields, { ip })
  ).data as { status: string; reference: string };
  expect(result.status).toBe("sent");
  const [row] = await database.db
    .select()
    .from(eventRequests)
    .where(eq(eventRequests.reference, result.reference));
  return row;
}

const audits = () => database.db.select().from(auditLog).orderBy(auditLog.id);
const statusOf = async (id: number) =>
  (await database.db.select().from(eventRequests).where(eq(eventRequests.id, id)))[0]?.status;

describe("/admin/demande-evenements", () => {
  it("lists a public request, approves it once, rejects another, deletes — journaled", async () => {
    const { me, cookie } = await signIn(database.db, "editeur");
    const awa = await submit("Awa Diop", "203.0.113.1");
    const moussa = await submit("Moussa Ndiaye", "203.0.113.2");
    expect(awa.reference).toMatch(/^DEM-/);

    let data = await callLoader(loader, `${BASE}?statut=en-attente`, cookie);
    expect(data.filter).toBe("en-attente");
    expect(data.list.rows.map((r) => r.reference).sort()).toEqual(
      [awa.reference, moussa.reference].sort(),
    );

    data = await callLoader(loader, `${BASE}?statut=en-attente&details=${awa.id}`, cookie);
    expect(data.details).toMatchObject({
      reference: awa.reference,
      title: "Mariage — Awa Diop",
      requesterName: "Awa Diop",
      requesterEmail: "awa@example.org",
      requesterPhone: "418 555-0123",
      startTime: "14:30",
      location: "Salle de conférence",
      attendees: 120,
      status: "pending",
    });

    // Approving from the details panel closes it and keeps the filter.
    const approved = toast(
      await post(
        cookie,
        { intent: "approve", id: String(awa.id) },
        `?statut=en-attente&details=${awa.id}`,
      ),
    );
    expect(approved).toEqual({
      title: "Demande approuvée",
      location: "/admin/demande-evenements?statut=en-attente",
    });
    const [stored] = await database.db
      .select()
      .from(eventRequests)
      .where(eq(eventRequests.id, awa.id));
    expect(stored.status).toBe("approved");
    expect(stored.decidedAt).toBeInstanceOf(Date);

    // No way back, no second decision: 409, nothing changed, nothing journaled.
    for (const intent of ["approve", "reject"]) {
      const body = refused(await post(cookie, { intent, id: String(awa.id) }), 409) as {
        refused: { errors: { form: string } };
      };
      expect(body.refused.errors.form).toBe(ALREADY_DECIDED);
    }
    expect(await statusOf(awa.id)).toBe("approved");

    expect(toast(await post(cookie, { intent: "reject", id: String(moussa.id) })).title).toBe(
      "Demande rejetée",
    );
    expect(await statusOf(moussa.id)).toBe("rejected");
    refused(await post(cookie, { intent: "approve", id: String(moussa.id) }), 409);
    expect(await statusOf(moussa.id)).toBe("rejected");

    data = await callLoader(loader, `${BASE}?statut=approuvees`, cookie);
    expect(data.list.rows.map((r) => r.id)).toEqual([awa.id]);
    data = await callLoader(loader, `${BASE}?statut=rejetees`, cookie);
    expect(data.list.rows.map((r) => r.id)).toEqual([moussa.id]);
    data = await callLoader(loader, `${BASE}?statut=en-attente`, cookie);
    expect(data.list.rows).toEqual([]);

    const removed = toast(
      await post(cookie, { intent: "delete", id: String(moussa.id) }, `?details=${moussa.id}`),
    );
    expect(removed).toEqual({
      title: "Demande supprimée",
      location: "/admin/demande-evenements",
    });
    expect(await statusOf(moussa.id)).toBeUndefined();

    expect((await audits()).map((a) => [a.action, a.entity, a.entityId, a.userId])).toEqual([
      ["approve", "event_request", String(awa.id), me.id],
      ["reject", "event_request", String(moussa.id), me.id],
      ["delete", "event_request", String(moussa.id), me.id],
    ]);
  });

  it("publishes under the type and day; a requester's name only when the volunteer types it", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    const awa = await submit("Awa Diop", "203.0.113.1");
    const moussa = await submit("Moussa Ndiaye", "203.0.113.2");
    for (const request of [awa, moussa]) {
      toast(await post(cookie, { intent: "approve", id: String(request.id) }));
    }
    const eventOf = async (id: number) => {
      const [row] = await database.db.select().from(eventRequests).where(eq(eventRequests.id, id));
      const [event] = await database.db.select().from(events).where(eq(events.id, row.eventId!));
      return event;
    };

    // The details panel offers the default title, without the name, for the volunteer to change.
    const data = await callLoader(loader, `${BASE}?details=${awa.id}`, cookie);
    expect(data.details?.title).toBe("Mariage — Awa Diop");
    const byDefault = publicEventTitle("mariage", awa.date);
    expect(byDefault).toMatch(/^Mariage — \d{1,2} [a-zéû]+ \d{4}$/);

    // From the list (no title field) or with an empty title: the default, and no name anywhere.
    toast(await post(cookie, { intent: "publish", id: String(awa.id), title: "  " }));
    const published = await eventOf(awa.id);
    expect(published.title).toBe(byDefault);
    expect(JSON.stringify(published)).not.toMatch(/Awa|Diop/i);

    // Too long: refused, nothing published.
    const tooLong = refused(
      await post(cookie, { intent: "publish", id: String(moussa.id), title: "x".repeat(201) }),
    ) as { refused: { errors: { form: string } } };
    expect(tooLong.refused.errors.form).toBe(PUBLIC_TITLE_TOO_LONG);
    expect(await database.db.select().from(events)).toHaveLength(1);

    // A title the volunteer typed is kept as typed.
    toast(
      await post(cookie, {
        intent: "publish",
        id: String(moussa.id),
        title: " Mariage de Moussa Ndiaye ",
      }),
    );
    expect((await eventOf(moussa.id)).title).toBe("Mariage de Moussa Ndiaye");
  });

  it("answers a French 404 for an unknown request, never a 500", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    for (const fields of [
      { intent: "approve", id: "4242" },
      { intent: "reject", id: "4242" },
      { intent: "approve", id: "abc" },
      { intent: "delete", id: "4242" },
      { intent: "delete", id: "" },
    ]) {
      const body = refused(await post(cookie, fields), 404) as {
        refused: { errors: { form: string } };
      };
      expect(body.refused.errors.form).toBe(REQUEST_NOT_FOUND);
    }
    const unknown = refused(await post(cookie, { intent: "publier", id: "1" })) as {
      refused: { errors: { form: string } };
    };
    expect(unknown.refused.errors.form).toBe("Action inconnue.");
    for (const details of ["4242", "abc"]) {
      const data = await callLoader(loader, `${BASE}?details=${details}`, cookie);
      expect(data.details).toBeNull();
      expect(data.notice).toBe(REQUEST_NOT_FOUND);
    }
    expect(await audits()).toHaveLength(0);
  });

  it("filters by status and pages on the server, newest first", async () => {
    const { cookie } = await signIn(database.db, "administrateur");
    const start = Date.now() - 100 * 60_000;
    await database.db.insert(eventRequests).values(
      Array.from({ length: REQUESTS_PAGE_SIZE + 2 }, (_, i) => ({
        reference: `DEM-TEST${String(i).padStart(2, "0")}`,
        title: `Demande ${String(i).padStart(2, "0")}`,
        requesterName: "Awa",
        requesterEmail: "awa@example.org",
        eventType: "reunion",
        date: "2030-05-01",
        status: i === 0 ? "approved" : i === 1 ? "rejected" : "pending",
        createdAt: new Date(start + i * 60_000),
      })),
    );
    let data = await callLoader(loader, BASE, cookie);
    expect(data.filter).toBeNull();
    expect(data.list).toMatchObject({ page: 1, pageCount: 2, total: REQUESTS_PAGE_SIZE + 2 });
    expect(data.list.rows[0].title).toBe(`Demande ${REQUESTS_PAGE_SIZE + 1}`);
    data = await callLoader(loader, `${BASE}?page=5`, cookie);
    expect(data.list.rows.map((r) => r.title)).toEqual(["Demande 01", "Demande 00"]);
    data = await callLoader(loader, `${BASE}?page=-1`, cookie);
    expect(data.notice).toBe(BAD_PAGE);
    data = await callLoader(loader, `${BASE}?statut=en-attente`, cookie);
    expect(data.list.total).toBe(REQUESTS_PAGE_SIZE);
    data = await callLoader(loader, `${BASE}?statut=approuvees`, cookie);
    expect(data.list.rows.map((r) => r.title)).toEqual(["Demande 00"]);
    data = await callLoader(loader, `${BASE}?statut=bidon`, cookie);
    expect(data.filter).toBeNull();
    expect(data.list.total).toBe(REQUESTS_PAGE_SIZE + 2);
  });

  it("lets only one of two simultaneous decisions win", async () => {
    const { me } = await signIn(database.db, "editeur");
    const request = await submit("Awa Diop", "203.0.113.5");
    const outcomes = await Promise.all([
      decideEventRequest(database.db, me.id, request.id, "approve"),
      decideEventRequest(database.db, me.id, request.id, "reject"),
    ]);
    expect(outcomes.sort()).toEqual(["done", "not-pending"]);
    expect(await audits()).toHaveLength(1);
    expect(await statusOf(request.id)).toBe(
      (await audits())[0].action === "approve" ? "approved" : "rejected",
    );
  });

  it("refuses the trésorier, changing nothing", async () => {
    const { cookie: editor } = await signIn(database.db, "editeur");
    const { cookie } = await signIn(database.db, "tresorier");
    const request = await submit("Awa Diop", "203.0.113.9");
    const calls: (() => Promise<unknown>)[] = [
      () => callLoader(loader, BASE, cookie),
      () => post(cookie, { intent: "approve", id: String(request.id) }),
      () => post(cookie, { intent: "delete", id: String(request.id) }),
    ];
    for (const call of calls) {
      const thrown = await call().then(
        () => null,
        (error: unknown) => error,
      );
      expect((thrown as Response).status).toBe(403);
    }
    expect(await statusOf(request.id)).toBe("pending");
    expect((await callLoader(loader, BASE, editor)).list.total).toBe(1);
    expect(await audits()).toHaveLength(0);
  });

  it("asks before deciding, and sends the requester the reason of a rejection", async () => {
    const { cookie } = await signIn(database.db, "administrateur");
    const awa = await submit("Awa Diop", "203.0.113.11");
    const tree = await siteTree("/admin/demande-evenements");

    // « Rejeter » and « Approuver » open a question; no button decides in one click.
    const list = (await renderRoutes(tree, "/admin/demande-evenements", { cookie })).html;
    expect(list).toContain(`confirmer=reject-${awa.id}`);
    expect(list).toContain(`confirmer=approve-${awa.id}`);
    expect(list).not.toMatch(/<button[^>]*type="submit"[^>]*>Rejeter/);
    expect(list).not.toMatch(/<button[^>]*type="submit"[^>]*>Approuver/);
    const asked = (
      await renderRoutes(tree, `/admin/demande-evenements?confirmer=reject-${awa.id}`, { cookie })
    ).html;
    expect(asked).toContain(`Rejeter la demande ${awa.reference}`);
    expect(asked).toMatch(/<label[^>]*for="motif-liste-\d+"[^>]*>Motif \(facultatif\)/);
    expect(asked).toContain('name="reason"');

    // A reason too long: refused in French, nothing decided, nothing sent.
    const before = (await database.db.select().from(emailOutbox)).length;
    const tooLong = refused(
      await post(cookie, { intent: "reject", id: String(awa.id), reason: "x".repeat(1001) }),
    ) as { refused: { errors: { form: string } } };
    expect(tooLong.refused.errors.form).toBe(REJECTION_REASON_TOO_LONG);
    expect(await statusOf(awa.id)).toBe("pending");
    expect(await database.db.select().from(emailOutbox)).toHaveLength(before);

    const reason = "La salle est en travaux <jusqu'en juin>.";
    expect(
      toast(await post(cookie, { intent: "reject", id: String(awa.id), reason: ` ${reason} ` }))
        .title,
    ).toBe("Demande rejetée");
    expect(await statusOf(awa.id)).toBe("rejected");
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.topic, "event-request.rejected"));
    expect(mail).toMatchObject({ to: "awa@example.org", relatedReference: awa.reference });
    expect(mail!.text).toContain(`Motif : ${reason}`);
    expect(mail!.html).toContain("Motif : La salle est en travaux &lt;jusqu&#39;en juin&gt;.");
    // The reason goes to the requester, not into the journal.
    expect(JSON.stringify((await audits()).at(-1)!.details)).not.toContain("travaux");
  });
});
