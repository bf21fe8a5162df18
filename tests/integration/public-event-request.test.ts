/** /demande-evenements: the action that stores a pending event request. */
import { beforeEach, describe, expect, it } from "vitest";
import { eventRequests } from "#db/schema";
import { action, loader } from "~/routes/public/event-request";
import { addDays } from "~/domain/event-requests/labels";
import { eventRequestAlert } from "~/domain/event-requests/request-form";
import { todayInSaguenay } from "~/lib/format";
import { setupSeededDatabase } from "../helpers/fixtures";
import { refused, visitorForm } from "../helpers/routes";
import { createLoadContext } from "~/server/load-context";

const database = setupSeededDatabase();
let seededCount = 0;

beforeEach(async () => {
  seededCount = (await database.db.select({ id: eventRequests.id }).from(eventRequests)).length;
});

const { post } = visitorForm(
  "http://localhost/demande-evenements",
  { action },
  { ip: "203.0.113.7" },
);

async function newRequests() {
  const rows = await database.db.select().from(eventRequests).orderBy(eventRequests.id);
  return rows.slice(seededCount);
}

const today = todayInSaguenay();
const valid = {
  name: "Awa Diop",
  email: "awa.diop@example.org",
  phone: "418 555-0123",
  eventType: "mariage",
  eventDate: addDays(today, 40),
  eventTime: "14:30",
  location: "Salle de conférence",
  attendees: "120",
  description: "Cérémonie suivie d'un repas.",
};

describe("/demande-evenements loader", () => {
  it("gives the first day that may be requested (4 weeks ahead) and the SEO data", async () => {
    const request = new Request("http://localhost/demande-evenements");
    const page = await loader({ request, params: {}, context: createLoadContext() } as never);
    expect(page.earliestDay).toBe(addDays(today, 28));
    expect(page.seo.title).toContain("Demande d'événement");
  });
});

describe("/demande-evenements action", () => {
  it("stores one pending request with a DEM- reference and a derived title", async () => {
    const result = (await post(valid)) as unknown as {
      data: { status: string; reference: string };
    };
    expect(result.data.status).toBe("sent");
    const rows = await newRequests();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference: result.data.reference,
      title: "Mariage — Awa Diop",
      requesterName: "Awa Diop",
      requesterEmail: "awa.diop@example.org",
      requesterPhone: "418 555-0123",
      eventType: "mariage",
      date: valid.eventDate,
      startTime: "14:30",
      location: "Salle de conférence",
      attendees: 120,
      description: "Cérémonie suivie d'un repas.",
      status: "pending",
    });
    expect(rows[0].reference).toMatch(/^DEM-[A-Z2-9]{6}$/);
  });

  it("stores a request with only the required fields, optional ones empty", async () => {
    await post({
      name: "Awa Diop",
      email: "awa@example.org",
      eventType: "gamou",
      eventDate: addDays(today, 28),
    });
    const [row] = await newRequests();
    expect(row).toMatchObject({
      title: "Gamou — Awa Diop",
      requesterPhone: null,
      startTime: null,
      location: null,
      attendees: null,
      description: "",
    });
  });

  it("says 'Information incomplète' when required fields are missing", async () => {
    const body = refused(await post({ name: "", email: "", eventType: "", eventDate: "" }))
      .refused as Record<string, unknown>;
    expect(eventRequestAlert(body.errors as Record<string, string>)).toEqual({
      title: "Information incomplète",
      text: "Veuillez remplir tous les champs obligatoires.",
    });
    expect(body.errors).toMatchObject({
      name: "Ce champ est obligatoire.",
      email: "Ce champ est obligatoire.",
      eventType: "Ce champ est obligatoire.",
      eventDate: "Ce champ est obligatoire.",
    });
    expect(await newRequests()).toHaveLength(0);
  });

  const invalidCases: [string, Record<string, string>, string, string][] = [
    [
      "a date next week",
      { eventDate: addDays(today, 7) },
      "eventDate",
      "Les demandes doivent être faites au moins 4 semaines à l'avance.",
    ],
    [
      "a date 27 days ahead",
      { eventDate: addDays(today, 27) },
      "eventDate",
      "Les demandes doivent être faites au moins 4 semaines à l'avance.",
    ],
    [
      "a past date",
      { eventDate: addDays(today, -3) },
      "eventDate",
      "Les demandes doivent être faites au moins 4 semaines à l'avance.",
    ],
    ["an impossible date", { eventDate: "2031-02-30" }, "eventDate", "Date invalide."],
    [
      "a time before 8 h",
      { eventTime: "07:30" },
      "eventTime",
      "Les installations sont ouvertes de 8 h à 22 h.",
    ],
    [
      "a time after 22 h",
      { eventTime: "22:30" },
      "eventTime",
      "Les installations sont ouvertes de 8 h à 22 h.",
    ],
    [
      "201 attendees",
      { attendees: "201" },
      "attendees",
      "La capacité de la salle est de 200 personnes.",
    ],
    [
      "0 attendees",
      { attendees: "0" },
      "attendees",
      "Le nombre de participants doit être un nombre entier d'au moins 1.",
    ],
    [
      "2.5 attendees",
      { attendees: "2.5" },
      "attendees",
      "Le nombre de participants doit être un nombre entier d'au moins 1.",
    ],
    [
      "an unknown event type",
      { eventType: "concert" },
      "eventType",
      "Veuillez choisir un type d'événement de la liste.",
    ],
    [
      "an unknown venue",
      { location: "Stade" },
      "location",
      "Veuillez choisir un lieu de la liste.",
    ],
    ["an invalid e-mail", { email: "awa@" }, "email", "Adresse courriel invalide."],
  ];

  it.each(invalidCases)(
    "refuses %s: 400, French message, nothing stored",
    async (_, change, field, message) => {
      const body = refused(await post({ ...valid, ...change })).refused as Record<string, unknown>;
      expect((body.errors as Record<string, string>)[field]).toBe(message);
      expect(eventRequestAlert(body.errors as Record<string, string>)).toBeUndefined();
      expect((body.values as Record<string, string>)[field]).toBe(change[field]);
      expect(await newRequests()).toHaveLength(0);
    },
  );

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const result = (await post({ ...valid, website: "http://spam.example" })) as unknown as {
      data: { status: string };
    };
    expect(result.data.status).toBe("sent");
    expect(await newRequests()).toHaveLength(0);
  });

  it("refuses an 11th submission within the hour from one address with 429", async () => {
    for (let i = 0; i < 10; i++) refused(await post({}, { ip: "198.51.100.9" }));
    const body = refused(await post(valid, { ip: "198.51.100.9" }), 429).refused as {
      errors: Record<string, string>;
    };
    expect(eventRequestAlert(body.errors)).toMatchObject({ title: "Trop de demandes" });
    expect(await newRequests()).toHaveLength(0);
  });
});
