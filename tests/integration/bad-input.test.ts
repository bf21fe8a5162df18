/**
 * Bad input on a public form: a NUL in the donor's name is removed before the database (which
 * refuses it in text) and never written to the log; a body that is not a form is a French 400.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { donations } from "#db/schema";
import { action } from "~/routes/public/donate";
import { FORM_UNREADABLE_MESSAGE } from "~/server/form-data.server";
import { setupSeededDatabase } from "../helpers/fixtures";
import { createLoadContext } from "~/server/load-context";

const database = setupSeededDatabase();
let logged: string[] = [];

beforeEach(async () => {
  logged = [];
  // Every level, on both streams, as the production server would print it.
  vi.stubEnv("LOG_LEVEL", "debug");
  for (const method of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

function post(body: BodyInit, headers: Record<string, string> = {}) {
  const request = new Request("http://localhost/don", { method: "POST", body, headers });
  return action({ request, params: {}, context: createLoadContext("203.0.113.9") } as never);
}

const donor = {
  amount: "50",
  projectId: "general",
  firstName: "Zou\u0000beida",
  lastName: "Di\u0007op",
  email: "zoubeida@example.org",
  phone: "418 555-0123",
  receiptRequested: "on",
  address: "12 rue\u0000 Racine Est",
  city: "Chicoutimi",
  province: "QC",
  postalCode: "G7H 1R1",
  country: "Canada",
};

describe("a NUL in a public form", () => {
  it("is stripped: the donation is stored as typed, without it, and nothing is logged", async () => {
    const before = await database.db.select().from(donations);
    const result = (await post(new URLSearchParams(donor))) as { data: { status: string } };
    expect(result.data.status).toBe("recorded");
    const rows = (await database.db.select().from(donations)).slice(before.length);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: "Zoubeida",
      lastName: "Diop",
      address: "12 rue Racine Est",
    });
    const text = logged.join("\n");
    expect(text).not.toContain("Zou");
    expect(text).not.toContain("zoubeida@");
    expect(text).not.toContain("Racine");
  });

  it("the same in a multipart form", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(donor)) form.set(name, value);
    const result = (await post(form)) as { data: { status: string } };
    expect(result.data.status).toBe("recorded");
    expect(logged.join("\n")).not.toContain("Zou");
  });

  it("a body that is not a form is a French 400 and stores nothing", async () => {
    const before = (await database.db.select().from(donations)).length;
    const thrown = await post(JSON.stringify(donor), { "content-type": "application/json" }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    expect(await (thrown as Response).text()).toBe(FORM_UNREADABLE_MESSAGE);
    expect(await database.db.select().from(donations)).toHaveLength(before);
    expect(logged.join("\n")).not.toContain("Zou");
  });
});
