/**
 * The forms of /admin/demande-evenements: 'Publier comme événement' takes an optional public
 * title (left empty, the event is titled by its type and day). Isomorphic.
 */
import { z } from "zod";
import { optionalText } from "~/lib/forms/rules";
import { PUBLIC_TITLE_MAX, PUBLIC_TITLE_TOO_LONG } from "./labels";

export const EVENT_REQUESTS_PATH = "/admin/demande-evenements";

export const publishSchema = z.object({
  title: optionalText(PUBLIC_TITLE_MAX, PUBLIC_TITLE_TOO_LONG),
});
