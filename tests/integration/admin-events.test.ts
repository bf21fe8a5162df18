/**
 * /admin/evenements: what this screen does that the others do not — times typed in Saguenay's
 * time, the tabs split like the public /evenements page (by the start, cancelled apart), slugs
 * made from the title, unique, and stable when the title changes, the public pages showing every
 * change, its fields' rules. Creating, changing, deleting, the image, the journal, the unknown
 * event, the trésorier's refusal and the dashboard's /admin/evenements/new are proven for every
 * screen in admin-crud-contract.test.ts.
 */
import { describe, expect, it } from "vitest";
import { auditLog, eventTicketTypes, events } from "#db/schema";
import { addDays } from "~/domain/event-requests/labels";
import { EVENTS_PAGE_SIZE } from "~/domain/events/events-admin.server";
import { getEventBySlug, listEvents } from "~/domain/events/events.server";
import { excerpt } from "~/domain/events/filters";
import { EVENT_HAS_REGISTRATIONS } from "~/domain/events/events-admin.server";
import {
  CAPACITY_BELOW_TAKEN,
  ADVANTAGE_ABOVE_PRICE,
  ADVANTAGE_TEXT_MISSING,
  TICKETS_MISSING,
  TYPE_PLACES_BELOW_TAKEN,
} from "~/domain/events/registration-fields";
import { SLUG_TAKEN, TABLE_DESCRIPTION_LENGTH } from "~/domain/events/schema";
import { register } from "~/domain/registrations/registrations.server";
import { todayInSaguenay } from "~/lib/format";
import { zonedInstant } from "~/lib/zoned-time";
import { action, loader } from "~/routes/admin/events/route";
import { loader as publicEventLoader } from "~/routes/public/event";
import { setupAdminScreen, type FieldRefusalCase } from "../helpers/admin-screen";
import { refused, visitorGet } from "../helpers/routes";

const screen = setupAdminScreen("/admin/evenements", { action, loader });
const { database, post, toast, load } = screen;

const audits = () => database.db.select().from(auditLog).orderBy(auditLog.id);
const allEvents = () => database.db.select().from(events).orderBy(events.id);
const inDays = (days: number) => addDays(todayInSaguenay(), days);

const event = {
  title: "Conférence : l'éducation des enfants",
  slug: "",
  date: inDays(30),
  startTime: "18:30",
  endTime: "20:45",
  location: "Centre de la fondation, Chicoutimi",
  category: "conference",
  status: "scheduled",
  description: "Oustaz Thiam parle de la transmission des valeurs aux enfants et aux adolescents.",
};

describe("/admin/evenements", () => {
  it("adds, edits, cancels and deletes — in Saguenay's time, seen publicly", async () => {
    const { cookie } = await screen.signIn("administrateur");
    const added = toast(await post(cookie, { intent: "create", ...event }, "?mode=ajout"));
    expect(added).toEqual({ title: "Événement ajouté", location: "/admin/evenements" });
    const [row] = await allEvents();
    expect(row).toMatchObject({
      slug: "conference-l-education-des-enfants",
      title: event.title,
      location: event.location,
      category: "conference",
      status: "scheduled",
      description: event.description,
    });
    // Typed in Saguenay's time, stored as the instant.
    expect(row.startsAt.toISOString()).toBe(zonedInstant(event.date, "18:30").toISOString());
    expect(row.endsAt?.toISOString()).toBe(zonedInstant(event.date, "20:45").toISOString());
    const upcoming = await listEvents(database.db, { period: "upcoming", type: null }, new Date());
    expect(upcoming.map((e) => e.title)).toEqual([event.title]);

    // The edit form shows the stored values back in Saguenay's time.
    const form = await load(cookie, `?modifier=${row.id}`);
    expect(form.edited).toMatchObject({
      date: event.date,
      startTime: "18:30",
      endTime: "20:45",
      slug: row.slug,
      description: event.description,
    });

    // A new title keeps the public address.
    const edited = await screen.edit(cookie, row.id, "?page=1", {
      ...event,
      slug: "",
      title: "Conférence : éduquer nos enfants",
      endTime: "",
    });
    expect(edited).toEqual({ title: "Événement mis à jour", location: "/admin/evenements?page=1" });
    let [saved] = await allEvents();
    expect(saved).toMatchObject({ slug: row.slug, title: "Conférence : éduquer nos enfants" });
    expect(saved.endsAt).toBeNull();
    const page = await publicEventLoader(visitorGet(`/evenements/${row.slug}`, { slug: row.slug }));
    expect(page.event.title).toBe("Conférence : éduquer nos enfants");

    // The editor may change the address on purpose (typed text is made a slug).
    toast(
      await post(cookie, {
        intent: "update",
        id: String(row.id),
        ...event,
        slug: "Éduquer nos enfants 2026",
      }),
    );
    [saved] = await allEvents();
    expect(saved.slug).toBe("eduquer-nos-enfants-2026");
    expect(await getEventBySlug(database.db, row.slug)).toBeNull();

    // Cancelled: lands in the Annulés tab, marked as cancelled on the public page.
    const cancelled = toast(
      await post(cookie, { intent: "update", id: String(row.id), ...event, status: "cancelled" }),
    );
    expect(cancelled.location).toBe("/admin/evenements?onglet=annules");
    expect((await getEventBySlug(database.db, "eduquer-nos-enfants-2026"))?.cancelled).toBe(true);
    const tab = await load(cookie, "?onglet=annules");
    expect(tab.list.rows.map((r) => r.id)).toEqual([row.id]);

    const removed = toast(
      await post(cookie, { intent: "delete", id: String(row.id) }, "?onglet=annules"),
    );
    expect(removed).toEqual({
      title: "Événement supprimé",
      location: "/admin/evenements?onglet=annules",
    });
    expect(await allEvents()).toHaveLength(0);
    expect(await getEventBySlug(database.db, "eduquer-nos-enfants-2026")).toBeNull();
  });

  it("makes slugs unique and refuses a typed address already in use", async () => {
    const { cookie } = await screen.signIn("administrateur");
    toast(await post(cookie, { intent: "create", ...event }));
    const second = toast(await post(cookie, { intent: "create", ...event, date: inDays(-3) }));
    // A past event: the editor is taken to the Passés tab, where it now is.
    expect(second.location).toBe("/admin/evenements?onglet=passes");
    const [first, other] = await allEvents();
    expect([first.slug, other.slug]).toEqual([
      "conference-l-education-des-enfants",
      "conference-l-education-des-enfants-2",
    ]);

    const body = refused(
      await post(cookie, {
        intent: "update",
        id: String(other.id),
        ...event,
        slug: "conference-l-education-des-enfants",
      }),
    ) as { refused: { errors: Record<string, string> } };
    expect(body.refused.errors.slug).toBe(SLUG_TAKEN);
    expect((await allEvents())[1].slug).toBe("conference-l-education-des-enfants-2");
    // Its own address is not "taken".
    toast(
      await post(cookie, {
        intent: "update",
        id: String(other.id),
        ...event,
        slug: other.slug,
      }),
    );
    expect(await audits()).toHaveLength(3);
  });

  it("refuses bad values with French messages, changing nothing", async () => {
    const { cookie } = await screen.signIn("administrateur");
    const base = { intent: "create", ...event };
    const cases: FieldRefusalCase[] = [
      [{ ...base, title: "  " }, "title", "Ce champ est obligatoire."],
      [{ ...base, location: "" }, "location", "Ce champ est obligatoire."],
      [{ ...base, date: "2026-02-30" }, "date", "Date invalide (format AAAA-MM-JJ)."],
      [{ ...base, startTime: "25:00" }, "startTime", "Heure invalide (format HH:MM)."],
      [{ ...base, endTime: "17:00" }, "endTime", "L'heure de fin doit suivre l'heure de début."],
      [{ ...base, category: "concert" }, "category", "Choisissez un type de la liste."],
      [{ ...base, status: "past" }, "status", "Choisissez un statut de la liste."],
      [
        { ...base, slug: "!!!" },
        "slug",
        "Adresse invalide : utilisez des lettres ou des chiffres.",
      ],
    ];
    await screen.expectRefusals(cookie, cases, ["location"]);
    expect(await allEvents()).toHaveLength(0);
    expect(await audits()).toHaveLength(0);
  });

  it("saves registration and ticket types, never below the places already taken", async () => {
    const { cookie } = await screen.signIn("editeur");
    const tickets = {
      intent: "create",
      ...event,
      registrationMode: "tickets",
      capacity: "10",
      ticket1Name: "Adulte",
      ticket1Price: "0",
      ticket1Places: "6",
      ticket1Limit: "4",
      ticket3Name: "Enfant",
    };
    const dinner = { ...tickets, ticket1Price: "100,00" };
    await screen.expectRefusals(
      cookie,
      [
        [{ ...dinner, ticket1Advantage: "100,01" }, "ticket1Advantage", ADVANTAGE_ABOVE_PRICE],
        [{ ...dinner, ticket1Advantage: "40" }, "ticket1AdvantageText", ADVANTAGE_TEXT_MISSING],
        [
          { ...tickets, ticket1Name: "", ticket3Name: "", ticket1Places: "", ticket1Limit: "" },
          "ticket1Name",
          TICKETS_MISSING,
        ],
      ],
      ["ticket1Name"],
    );
    expect(await allEvents()).toHaveLength(0);

    expect(toast(await post(cookie, tickets, "?mode=ajout")).title).toBe("Événement ajouté");
    const [row] = await allEvents();
    const types = await database.db
      .select()
      .from(eventTicketTypes)
      .orderBy(eventTicketTypes.position);
    expect(
      types.map(({ name, places, perOrderLimit, position }) => ({
        name,
        places,
        perOrderLimit,
        position,
      })),
    ).toEqual([
      { name: "Adulte", places: 6, perOrderLimit: 4, position: 0 },
      { name: "Enfant", places: null, perOrderLimit: null, position: 2 },
    ]);
    const form = await load(cookie, `?modifier=${row!.id}`);
    expect(form.edited).toMatchObject({
      capacity: 10,
      ticket1Name: "Adulte",
      ticket3Name: "Enfant",
    });

    const person = {
      firstName: "Awa",
      lastName: "Diop",
      email: "awa@example.org",
      phone: null,
      payment: null,
      receipt: null,
    };
    const lines = [{ ticketTypeId: types[0]!.id, quantity: 4 }];
    expect((await register(database.db, row!.id, { ...person, places: 4, lines })).ok).toBe(true);
    const edit = { ...tickets, intent: "update", id: String(row!.id) };
    await screen.expectRefusals(
      cookie,
      [
        [{ ...edit, capacity: "3" }, "capacity", CAPACITY_BELOW_TAKEN(4)],
        [{ ...edit, ticket1Places: "2" }, "ticket1Places", TYPE_PLACES_BELOW_TAKEN(4)],
      ],
      ["capacity"],
    );
    expect((await allEvents())[0]!.capacity).toBe(10);
    const refusedDelete = refused(
      await post(cookie, { intent: "delete", id: String(row!.id) }),
      409,
    );
    expect(refusedDelete).toMatchObject({ refused: { errors: { form: EVENT_HAS_REGISTRATIONS } } });
    expect(await allEvents()).toHaveLength(1);
  });

  it("splits the tabs like the public page, pages on the server", async () => {
    const { cookie } = await screen.signIn("editeur");
    const now = Date.now();
    const hour = 60 * 60 * 1000;
    const rows = Array.from({ length: EVENTS_PAGE_SIZE + 2 }, (_, i) => ({
      slug: `a-venir-${i}`,
      title: `À venir ${String(i).padStart(2, "0")}`,
      startsAt: new Date(now + (i + 1) * 24 * hour),
      location: "Chicoutimi",
      category: "community",
    }));
    await database.db.insert(events).values([
      ...rows,
      {
        slug: "passe",
        title: "Passé",
        startsAt: new Date(now - 2 * hour),
        location: "Chicoutimi",
        category: "education",
      },
      {
        slug: "annule-futur",
        title: "Annulé futur",
        startsAt: new Date(now + 3 * hour),
        location: "Chicoutimi",
        category: "education",
        status: "cancelled",
      },
      {
        slug: "annule-passe",
        title: "Annulé passé",
        startsAt: new Date(now - 3 * hour),
        location: "Chicoutimi",
        category: "education",
        status: "cancelled",
      },
    ]);

    // The default tab (À venir) holds the coming ones, soonest first.
    const { first, last } = await screen.expectPages<{ title: string }>(
      cookie,
      "list",
      EVENTS_PAGE_SIZE,
    );
    expect(first[0].title).toBe("À venir 00");
    expect(last.map((r) => r.title)).toEqual(["À venir 20", "À venir 21"]);
    let data = await load(cookie, "");
    expect(data.tab).toBe("a-venir");
    data = await load(cookie, "?onglet=passes");
    expect(data.list.rows.map((r) => r.title)).toEqual(["Passé"]);
    data = await load(cookie, "?onglet=annules");
    expect(data.list.rows.map((r) => r.title)).toEqual(["Annulé futur", "Annulé passé"]);
    data = await load(cookie, "?onglet=bidon");
    expect(data.tab).toBe("a-venir");

    // The public page: the same upcoming/past split (it keeps cancelled ones, marked).
    const publicPast = await listEvents(database.db, { period: "past", type: null }, new Date());
    expect(publicPast.filter((e) => !e.cancelled).map((e) => e.title)).toEqual(["Passé"]);

    data = await load(cookie, "?mode=ajout");
    expect(data.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("shows 60 characters of a description in the table, with an ellipsis", () => {
    const shown = excerpt(event.description, TABLE_DESCRIPTION_LENGTH);
    expect(shown.length).toBeLessThanOrEqual(TABLE_DESCRIPTION_LENGTH);
    expect(shown.endsWith("…")).toBe(true);
    expect(excerpt("Courte description.", TABLE_DESCRIPTION_LENGTH)).toBe("Courte description.");
  });
});
