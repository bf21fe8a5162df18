/**
 * A back-office screen's own intents as the route runs them (decision 0041): the domain answers
 * values (`goTo`, a refusal), route glue may answer a reply itself; here the posted intent finds
 * its handler, gets the list's address to come back to, and its answer becomes the reply.
 */
import { redirect } from "react-router";
import { isGoTo, type GoTo, type IntentContext } from "~/domain/admin/crud-description.server";
import type { AdminArea } from "~/domain/admin/screens";
import { backTo, postedRecord } from "~/lib/forms/form-mode";
import { requireUser } from "~/routes/+shared/access.server";
import { getDb } from "~/server/db.server";
import { redirectWithToast } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import { refuseForm, type RefusedAnswer } from "~/server/forms/refuse-form.server";

/**
 * A screen's own intent as the route runs it: the domain's (`IntentHandler`, answering values) or
 * route glue that answers a reply itself (a file download, a redirect clearing the session).
 */
export type RouteIntentHandler<A = never> = (
  context: IntentContext,
) => Promise<Response | GoTo | RefusedAnswer | A>;

/** The reply to an intent's answer: a `goTo` becomes a redirect with its toast and cookies. */
export function replyTo<T>(answer: T): Exclude<T, GoTo> | Response {
  if (!isGoTo(answer)) return answer as Exclude<T, GoTo>;
  const headers = new Headers();
  for (const cookie of answer.cookies ?? []) headers.append("Set-Cookie", cookie);
  return answer.toast
    ? redirectWithToast(answer.goTo, answer.toast, { headers })
    : redirect(answer.goTo, { headers });
}

/**
 * Runs the posted intent's handler with the address of `path` to come back to (`drop`: the
 * parameters a change closes), or answers "Action inconnue.".
 */
export async function runIntent<A>(
  handlers: Record<string, RouteIntentHandler<A>>,
  posted: Omit<IntentContext, "back" | "backWithout">,
  request: Request,
  path: string,
  drop: readonly string[],
) {
  const handler = Object.hasOwn(handlers, posted.intent) ? handlers[posted.intent] : undefined;
  if (!handler) return refuseForm(posted.intent, { form: "Action inconnue." }, posted.form);
  const backWithout = (more: readonly string[]) => backTo(path, request, [...drop, ...more]);
  return replyTo(await handler({ ...posted, back: backWithout([]), backWithout }));
}

/**
 * The action of a screen made only of its own intents, with no add / edit form (a list with a
 * details panel: donations, event requests): the session and role check, the form read, the
 * intent run with the list's address (`dropAfterChange`: the parameters a change closes, by
 * default the open edit form), "Action inconnue." otherwise.
 */
export async function intentAction<A = never>(
  screen: { area: AdminArea; path: string; dropAfterChange?: readonly string[] },
  request: Request,
  intents: Record<string, RouteIntentHandler<A>>,
) {
  const me = await requireUser(request, screen.area);
  const form = await readFormData(request);
  const { intent, id } = postedRecord(form);
  const db = await getDb();
  const drop = screen.dropAfterChange ?? ["modifier"];
  return runIntent(intents, { db, me, form, intent, id }, request, screen.path, drop);
}
