/**
 * The create / update / delete steps every back-office screen repeats, in one place:
 * validate with the screen's zod schema (refused → 400 with the French messages and the typed
 * values), check that an edited record still exists (→ 404 'not found' message), read the image
 * field when the screen has one (only once the other fields are valid, so a refused form stores
 * nothing; the new upload is removed again if the record vanished meanwhile), then let the screen
 * save and answer (usually `redirectWithToast`). A save that throws a FieldRefusal (see
 * `refuseDuplicate`) is answered as a refused form, the typed values kept.
 *
 *   if (intent === "create" || intent === "update") {
 *     return saveRecord({ form, intent, id, adding: intent === "create", schema, notFound,
 *       image: { find: (id) => getThing(db, id), alt: (input) => input.name },
 *       create: async (input, image) => { await createThing(db, me.id, { ...input, image }); return redirectWithToast(…) },
 *       update: async (id, input, image) => (await updateThing(db, me.id, id, { ...input, image })) ? redirectWithToast(…) : null,
 *     }, db);
 *   }
 *   if (intent === "delete") return deleteRecord({ form, intent, id, notFound, remove: … });
 */
import type { ZodType } from "zod";
import { validateForm } from "~/lib/forms/validate";
import { refuseForm } from "~/server/forms/refuse-form.server";
import type { Db } from "~/server/db.server";
import { discardFormImage, readFormImage } from "~/server/form-image.server";

type Answer = Response | ReturnType<typeof refuseForm>;

/**
 * Thrown by a screen's save when the database refuses one field's value (e.g. an address another
 * record took between the check and the save): `saveRecord` answers it like a validation error.
 * A delete refused because of other records (`status` 409) is told the same way.
 */
export class FieldRefusal extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = "FieldRefusal";
  }
}

/** PostgreSQL's unique_violation (23505), wherever drizzle or the driver nests it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Runs `save`; a unique index refusing it becomes a FieldRefusal of `field` with `message`. */
export async function refuseDuplicate<T>(
  field: string,
  message: string,
  save: () => Promise<T>,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw new FieldRefusal(field, message);
    throw error;
  }
}

async function answerRefusal(
  run: () => Promise<Answer | null>,
  refuse: (refusal: FieldRefusal) => Promise<Answer>,
): Promise<Answer | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof FieldRefusal) return refuse(error);
    throw error;
  }
}

export interface SaveRecordOptions<Input> {
  form: FormData;
  intent: string;
  /** The edited record's id (null when adding, or when the posted id is not a number). */
  id: number | null;
  adding: boolean;
  schema: ZodType<Input>;
  /** The screen's message for a record that no longer exists. */
  notFound: string;
  /** For a screen with an image field: how to find the edited record's image, and its alt text. */
  image?: {
    find: (id: number) => Promise<{ image?: string | null } | null>;
    alt: (input: Input) => string;
  };
  /**
   * Saves a new record (`image` is set when the screen has an image field), or answers null when
   * what it belongs to no longer exists (e.g. the committee of a new member).
   */
  create: (input: Input, image: string | undefined) => Promise<Response | null>;
  /** Saves the edited record, or answers null when it no longer exists. */
  update: (id: number, input: Input, image: string | undefined) => Promise<Response | null>;
}

export async function saveRecord<Input>(
  db: Db,
  { form, intent, id, adding, schema, notFound, image, create, update }: SaveRecordOptions<Input>,
): Promise<Answer> {
  const parsed = validateForm(schema, form);
  if (!parsed.ok) return refuseForm(intent, parsed.errors, form);
  const input = parsed.data;
  if (!adding && id === null) return refuseForm(intent, { form: notFound }, form, 404);

  if (!image) {
    const answer = await answerRefusal(
      () => (adding ? create(input, undefined) : update(id!, input, undefined)),
      async (refusal) => refuseForm(intent, { [refusal.field]: refusal.message }, form),
    );
    return answer ?? refuseForm(intent, { form: notFound }, form, 404);
  }

  const current = adding ? null : await image.find(id!);
  if (!adding && !current) return refuseForm(intent, { form: notFound }, form, 404);
  const stored = await readFormImage(db, form, { current: current?.image, alt: image.alt(input) });
  if (!stored.ok) return refuseForm(intent, { [stored.field]: stored.error }, form);
  const answer = await answerRefusal(
    () => (adding ? create(input, stored.url) : update(id!, input, stored.url)),
    async (refusal) => {
      await discardFormImage(db, stored);
      return refuseForm(intent, { [refusal.field]: refusal.message }, form);
    },
  );
  if (answer) return answer;
  await discardFormImage(db, stored);
  return refuseForm(intent, { form: notFound }, form, 404);
}

/** Deletes one record, or answers the screen's 'not found' message (404) and changes nothing. */
export async function deleteRecord({
  form,
  intent,
  id,
  notFound,
  remove,
}: {
  form: FormData;
  intent: string;
  id: number | null;
  notFound: string;
  /** Deletes the record and answers, or answers null when it does not exist. */
  remove: (id: number) => Promise<Response | null>;
}): Promise<Answer> {
  const answer = id === null ? null : await remove(id);
  return answer ?? refuseForm(intent, { form: notFound }, form, 404);
}
