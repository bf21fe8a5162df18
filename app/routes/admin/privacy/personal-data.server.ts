/**
 * The loader and actions of /admin/renseignements-personnels (administrateur; decision 0034),
 * route glue (decision 0041): the rules are domain/privacy/personal-data.server.ts.
 * The address travels only in POST bodies (never in a URL, hence never in an access log) and is
 * journaled only as a fingerprint.
 *
 * - `search`: the categories found, with their counts and rows.
 * - `confirm-erase`: the same, with the confirmation drawn in the page (without JavaScript).
 * - `erase`: erases, then shows what is left (receipts) with a toast.
 * - the export (its own resource route): the JSON file.
 */
import { data } from "react-router";
import type { PersonalDataAnswer } from "~/domain/privacy/categories";
import {
  erasePersonalData,
  exportFilename,
  exportPersonalData,
  findPersonalData,
  personalDataView,
} from "~/domain/privacy/personal-data.server";
import {
  personalDataSchema,
  type PersonalDataField,
  type PersonalDataInput,
} from "~/domain/privacy/schema";
import { PRIVACY_PATH } from "~/domain/privacy/tabs";
import { validateForm, type FieldErrors } from "~/lib/forms/validate";
import { requireUser } from "~/routes/+shared/access.server";
import { privateFile } from "~/routes/admin/+shared/private-file";
import {
  intentAction,
  type RouteIntentHandler as IntentHandler,
} from "~/routes/admin/+shared/intents.server";
import { getDb } from "~/server/db.server";
import { flashCookie, redirectWithToast } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";

export async function loadPersonalDataScreen(request: Request) {
  await requireUser(request, "privacy");
  return { tab: "recherche" as const };
}

type Parsed =
  | { ok: true; input: PersonalDataInput }
  | { ok: false; errors: FieldErrors<PersonalDataField>; typed: string };

function parse(form: FormData): Parsed {
  const parsed = validateForm<PersonalDataInput, PersonalDataField>(personalDataSchema, form);
  if (parsed.ok) return { ok: true, input: parsed.data };
  return { ok: false, errors: parsed.errors, typed: String(form.get("email") ?? "").slice(0, 254) };
}

function refusal(intent: string, parsed: Extract<Parsed, { ok: false }>) {
  return data<PersonalDataAnswer>(
    { intent, email: parsed.typed, errors: parsed.errors },
    { status: 400 },
  );
}

export function personalDataAction(request: Request) {
  const find =
    (intent: "search" | "confirm-erase"): IntentHandler<ReturnType<typeof data>> =>
    async ({ db, form }) => {
      const parsed = parse(form);
      if (!parsed.ok) return refusal(intent, parsed);
      const found = await findPersonalData(db, parsed.input.email);
      return data<PersonalDataAnswer>({
        intent,
        email: found.email,
        result: personalDataView(found),
        confirming: intent === "confirm-erase",
      });
    };
  return intentAction({ area: "privacy", path: PRIVACY_PATH }, request, {
    search: find("search"),
    "confirm-erase": find("confirm-erase"),
    erase: async ({ db, me, form }) => {
      const parsed = parse(form);
      if (!parsed.ok) return refusal("erase", parsed);
      const email = parsed.input.email;
      const outcome = await erasePersonalData(db, me.id, email);
      const result = personalDataView(await findPersonalData(db, email));
      if (!outcome.ok) {
        return data<PersonalDataAnswer>(
          { intent: "erase", email, result, errors: { form: outcome.message } },
          { status: 409 },
        );
      }
      const { deleted, anonymised, kept } = outcome.summary;
      return data<PersonalDataAnswer>(
        { intent: "erase", email, result, erased: outcome.summary },
        {
          headers: {
            "Set-Cookie": flashCookie({
              title: "Renseignements effacés",
              description: `${deleted} supprimé(s), ${anonymised} anonymisé(s), ${kept} conservé(s).`,
            }),
          },
        },
      );
    },
  });
}

/**
 * The export (POST, the address in the body): the JSON file, journaled. A bad address goes back
 * to the screen with the message in a toast (a download cannot draw a form).
 */
export async function personalDataExportAction(request: Request) {
  const me = await requireUser(request, "privacy");
  const form = await readFormData(request);
  const parsed = parse(form);
  if (!parsed.ok) {
    return redirectWithToast(PRIVACY_PATH, {
      title: "Exportation impossible",
      description: parsed.errors.email ?? parsed.errors.form ?? "",
      type: "error",
    });
  }
  const body = await exportPersonalData(await getDb(), me.id, parsed.input.email);
  return privateFile(body, "application/json; charset=utf-8", exportFilename());
}
