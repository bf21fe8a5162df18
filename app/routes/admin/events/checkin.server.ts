/**
 * Route glue of /admin/evenements/:id/accueil (decision 0041): the role check (the events area),
 * the event read from the URL, the posted check-in read from its form, and the answer the page
 * shows — the same for the form sent without JavaScript and for the page's own requests.
 */
import {
  arrivalCounts,
  checkIn,
  checkinBoard,
  readClientId,
  type CheckinRequest,
} from "~/domain/registrations/checkin.server";
import {
  checkedInText,
  ENTRY_UNREADABLE,
  EVENT_NOT_FOUND,
  readCheckinEntry,
  type CheckinAnswer,
  type CheckinBoard,
} from "~/domain/registrations/checkin";
import { parseId } from "~/lib/params";
import { requireUser } from "~/routes/+shared/access.server";
import { getDb } from "~/server/db.server";
import { tryReadFormData } from "~/server/form-data.server";

export const CHECKIN_AREA = "events";

/** The loader: the volunteer may run events; the event's board, or null for an unknown event. */
export async function openCheckin(
  request: Request,
  rawId: string | undefined,
): Promise<CheckinBoard | null> {
  await requireUser(request, CHECKIN_AREA);
  const eventId = parseId(rawId);
  return eventId ? await checkinBoard(await getDb(), eventId) : null;
}

function entryOf(form: FormData): CheckinRequest["entry"] | null {
  const id = parseId(String(form.get("registrationId") ?? ""));
  if (id) return { registrationId: id };
  return readCheckinEntry(String(form.get("code") ?? ""));
}

function recordedAtOf(form: FormData): Date | null {
  const raw = String(form.get("recordedAt") ?? "");
  return raw ? new Date(raw) : null;
}

/** The action: one check-in, by code, reference or the row's id; never a 500 for bad input. */
export async function postCheckin(
  request: Request,
  rawId: string | undefined,
): Promise<CheckinAnswer> {
  const me = await requireUser(request, CHECKIN_AREA);
  const eventId = parseId(rawId);
  if (!eventId) return { ok: false, message: EVENT_NOT_FOUND };
  const read = await tryReadFormData(request);
  if (!read.ok) return { ok: false, message: read.message };
  const entry = entryOf(read.form);
  if (!entry) return { ok: false, message: ENTRY_UNREADABLE };
  const db = await getDb();
  const outcome = await checkIn(db, {
    eventId,
    entry,
    userId: me.id,
    clientId: readClientId(read.form.get("clientId")),
    recordedAt: recordedAtOf(read.form),
  });
  const counts = await arrivalCounts(db, eventId);
  if (!outcome.ok) {
    return { ok: false, message: outcome.message, registrationId: outcome.registrationId, counts };
  }
  return {
    ok: true,
    replay: outcome.replay,
    message: checkedInText(outcome.name, outcome.places, outcome.dueCents),
    registrationId: outcome.registrationId,
    checkedInAt: outcome.checkedInAt.toISOString(),
    counts,
  };
}
