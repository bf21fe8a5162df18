import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Db } from "~/server/db.server";
import { FieldRefusal, refuseDuplicate, saveRecord } from "./admin-record.server";

const schema = z.object({ slug: z.string().min(1, "Adresse requise") });
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
// The steps without an image field never touch the database.
const db = {} as Db;

describe("refuseDuplicate", () => {
  it("turns a unique violation, however nested, into a refusal of the field", async () => {
    const violation = Object.assign(new Error("insert failed"), { cause: { code: "23505" } });
    const refusal = refuseDuplicate("slug", "Adresse déjà prise", () => Promise.reject(violation));
    await expect(refusal).rejects.toEqual(new FieldRefusal("slug", "Adresse déjà prise"));
    const other = new Error("connexion perdue");
    await expect(refuseDuplicate("slug", "x", () => Promise.reject(other))).rejects.toBe(other);
  });
});

describe("saveRecord", () => {
  it("answers a refusal thrown by the save as a refused form, keeping what was typed", async () => {
    const answer = await saveRecord(db, {
      form: form({ intent: "create", slug: "fete" }),
      intent: "create",
      id: null,
      adding: true,
      schema,
      notFound: "Introuvable",
      create: () => Promise.reject(new FieldRefusal("slug", "Adresse déjà prise")),
      update: () => Promise.resolve(null),
    });
    expect(answer).toMatchObject({
      type: "DataWithResponseInit",
      init: { status: 400 },
      data: {
        refused: {
          intent: "create",
          errors: { slug: "Adresse déjà prise" },
          values: { slug: "fete" },
        },
      },
    });
  });

  it("answers 404 for an edited record that no longer exists, and 400 for invalid fields", async () => {
    const base = { schema, notFound: "Introuvable", create: () => Promise.resolve(new Response()) };
    const gone = await saveRecord(db, {
      ...base,
      form: form({ slug: "a" }),
      intent: "update",
      id: 7,
      adding: false,
      update: () => Promise.resolve(null),
    });
    expect(gone).toMatchObject({
      init: { status: 404 },
      data: { refused: { errors: { form: "Introuvable" } } },
    });
    const invalid = await saveRecord(db, {
      ...base,
      form: form({ slug: "" }),
      intent: "create",
      id: null,
      adding: true,
      update: () => Promise.resolve(null),
    });
    expect(invalid).toMatchObject({
      init: { status: 400 },
      data: { refused: { errors: { slug: "Adresse requise" } } },
    });
  });
});
