/**
 * Bad input on a public form: a NUL in the donor's name is removed before the database (which
 * refuses it in text) and never written to the log; a body that is not a form is a French 400.
 * A crafted back-office form (fields left out, repeated, of the wrong kind, an unknown intent) is
 * refused in French, never with zod's English defaults.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { donations } from "#db/schema";
import { action } from "~/routes/public/donate";
import { FORM_UNREADABLE_MESSAGE } from "~/server/form-data.server";
import { setupSeededDatabase, signIn } from "../helpers/fixtures";
import { callAction, type FormFields } from "../helpers/routes";
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

// ——— Crafted forms: every refusal in French ———

/** zod's English defaults ("Invalid input: expected string, received undefined", "Too big: …"). */
const ZOD_ENGLISH =
  /Invalid (input|option|string|number|email|date|value|element|key|union|format|url)|Too (big|small)|Unrecognized key|expected \w+, received/;

type ActionModule = { action: (args: never) => unknown };

/** Each back-office screen with a form, and the intents its action knows. */
const screens: [string, () => Promise<ActionModule>, string[]][] = [
  [
    "settings",
    () => import("~/routes/admin/settings/route"),
    [
      "general",
      "notifications",
      "dons",
      "priere",
      "confidentialite",
      "api",
      "reveal-api-key",
      "two-step-policy",
      "password",
      "two-step-start",
      "two-step-confirm",
      "two-step-disable",
    ],
  ],
  [
    "mon-compte",
    () => import("~/routes/admin/account"),
    ["password", "two-step-start", "two-step-confirm", "two-step-disable"],
  ],
  ["pages", () => import("~/routes/admin/pages/route"), ["create", "update", "delete"]],
  [
    "menus",
    () => import("~/routes/admin/menus/route"),
    ["rename-menu", "add-item", "update-item", "move-up", "move-down", "remove-item"],
  ],
  [
    "comites",
    () => import("~/routes/admin/committees/route"),
    [
      "create-committee",
      "update-committee",
      "delete-committee",
      "create-member",
      "update-member",
      "delete-member",
    ],
  ],
  ["bureau", () => import("~/routes/admin/board/route"), ["create", "update", "delete"]],
  ["personnel", () => import("~/routes/admin/staff"), ["create", "update", "delete"]],
  ["evenements", () => import("~/routes/admin/events/route"), ["create", "update", "delete"]],
  [
    "projets",
    () => import("~/routes/admin/projects/route"),
    ["create", "update", "delete", "feature"],
  ],
  [
    "discours",
    () => import("~/routes/admin/speeches/route"),
    ["create", "update", "delete", "publish", "unpublish"],
  ],
  [
    "sope-naby",
    () => import("~/routes/admin/group/route"),
    [
      "create-member",
      "update-member",
      "delete-member",
      "create-event",
      "update-event",
      "delete-event",
    ],
  ],
  [
    "demande-evenements",
    () => import("~/routes/admin/event-requests/route"),
    ["approve", "reject", "publish", "delete"],
  ],
  [
    "galerie",
    () => import("~/routes/admin/gallery/route"),
    ["create", "update", "delete", "import"],
  ],
  [
    "boutique",
    () => import("~/routes/admin/shop/route"),
    ["create-product", "update-product", "delete-product", "order-status"],
  ],
  ["blog", () => import("~/routes/admin/blog/route"), ["create", "update", "delete"]],
  [
    "infolettre",
    () => import("~/routes/admin/newsletter/route"),
    ["create", "update", "delete", "send", "test"],
  ],
  [
    "donations",
    () => import("~/routes/admin/donations/route"),
    [
      "confirm",
      "fail",
      "cancel",
      "delete",
      "record-gift",
      "send-receipt",
      "replace-receipt",
      "year-end-receipt",
      "toggle-option",
      "cancel-monthly",
      "check-stripe",
      "merge-people",
      "bank-preview",
      "bank-confirm",
    ],
  ],
  ["messages", () => import("~/routes/admin/messages/route"), ["unread", "delete"]],
  ["courriels", () => import("~/routes/admin/emails/route"), ["retry"]],
  [
    "utilisateurs",
    () => import("~/routes/admin/users/route"),
    ["create", "role", "password", "reactivate", "two-step-reset"],
  ],
  [
    "renseignements-personnels",
    () => import("~/routes/admin/privacy/route"),
    ["search", "confirm-erase", "erase"],
  ],
  [
    "renseignements-personnels/incidents",
    () => import("~/routes/admin/privacy/incidents"),
    ["create", "update", "delete"],
  ],
  ["sauvegardes", () => import("~/routes/admin/backups"), ["backup"]],
];

/** The field names of every form schema of the site (the isomorphic domain modules' objects). */
const schemaFields = [
  ...new Set(
    Object.values(
      import.meta.glob<Record<string, unknown>>(
        ["/app/domain/**/*.ts", "!/app/domain/**/*.server.ts", "!/app/domain/**/*.test.ts"],
        { eager: true },
      ),
    ).flatMap((module) =>
      Object.values(module).flatMap((value) => {
        const shape = (value as { shape?: unknown } | null)?.shape;
        return shape && typeof shape === "object" ? Object.keys(shape) : [];
      }),
    ),
  ),
];

/** Forms no browser sends: fields left out, every field twice with text where a number or a date goes, an intent that does not exist. */
function craftedForms(intent: string): FormFields[] {
  const twice = Object.fromEntries(schemaFields.map((name) => [name, ["x", "[]"]]));
  return [
    { intent, id: "1" },
    { ...twice, intent, id: ["1", "x"] },
    { intent, id: "x" },
  ];
}

/** What a person would read in the answer (the refusal's data, or the page sent back). */
async function answerText(answer: unknown): Promise<string> {
  const settled = await Promise.resolve(answer).then(
    (value) => value,
    (thrown: unknown) => thrown,
  );
  if (settled instanceof Response) {
    expect(settled.status, await settled.clone().text()).toBeLessThan(500);
    return settled.text();
  }
  if (settled instanceof Error) throw settled;
  return JSON.stringify((settled as { data?: unknown })?.data ?? settled);
}

describe("a crafted back-office form", () => {
  it("is refused in French, never with zod's English defaults", async () => {
    const { cookie } = await signIn(database.db, "administrateur");
    const english: string[] = [];
    for (const [path, load, intents] of screens) {
      const { action } = await load();
      const url = `http://localhost/admin/${path}`;
      for (const intent of [...intents, "inconnue"]) {
        for (const fields of craftedForms(intent)) {
          const text = await answerText(callAction(action, url, cookie, fields));
          const found = text.match(ZOD_ENGLISH);
          if (found) english.push(`${path} ${intent}: ${found[0]}`);
        }
      }
    }
    expect(english).toEqual([]);
  }, 120_000);

  it("the same on the public forms", async () => {
    const english: string[] = [];
    for (const [path, load, intents] of publicForms) {
      const { action } = await load();
      for (const intent of [...intents, "inconnue"]) {
        for (const fields of craftedForms(intent)) {
          const answer = callAction(action, `http://localhost${path}`, "", fields, {
            ip: "203.0.113.40",
          });
          const found = (await answerText(answer)).match(ZOD_ENGLISH);
          if (found) english.push(`${path} ${intent}: ${found[0]}`);
        }
      }
    }
    expect(english).toEqual([]);
  }, 120_000);
});

/** The public pages with a form, and the intents their action knows ("" for none). */
const publicForms: [string, () => Promise<ActionModule>, string[]][] = [
  ["/contact", () => import("~/routes/public/contact"), ["contact"]],
  ["/?index", () => import("~/routes/public/home"), ["contact"]],
  ["/infolettre", () => import("~/routes/public/newsletter"), ["newsletter"]],
  ["/don", () => import("~/routes/public/donate"), [""]],
  ["/demande-evenements", () => import("~/routes/public/event-request"), ["event-request"]],
  ["/panier", () => import("~/routes/public/cart"), ["add", "update", "remove", "checkout"]],
  ["/connexion", () => import("~/routes/auth/login"), [""]],
  [
    "/mon-espace",
    () => import("~/routes/donor/space"),
    ["request-link", "address", "card", "cancel-monthly"],
  ],
];
