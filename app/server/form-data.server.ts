/**
 * The one way an action reads a submitted form. `request.formData()` trusts the body: anything
 * that is not a form (JSON, plain text, a broken multipart) throws a plain Error, i.e. a 500, and
 * a body of any size is held in memory. Here:
 *
 * - only `application/x-www-form-urlencoded` and `multipart/form-data` are read; anything else,
 *   or a body that does not parse, is a 400 with a French message;
 * - the body is counted as it arrives; past `maxBytes` it is read to its end and dropped (not
 *   cancelled: cancelling destroys the socket while the browser is still sending, and the visitor
 *   sees "connection reset" instead of our answer), then answered 413 in French. Only a body far
 *   past the limit is cut off;
 * - control characters are removed from every text value and file name. Stripped rather than
 *   refused: no one can type them or see them in a form (they come from a paste or a robot), so
 *   an error message about them could not be acted on, and the stored text is then exactly what
 *   the person saw. A NUL never reaches the database (PostgreSQL refuses it in text, which was a
 *   500 whose log held the whole row). Tab, CR and LF are kept: textareas have them.
 *
 * `readFormData` throws the refusal as a Response (the route's error page shows its message;
 * a fetcher gets the same status); `tryReadFormData` returns it, for routes that answer it their
 * own way (the gallery import's JSON).
 */
import { MAX_IMAGE_BYTES, IMAGE_TOO_LARGE_MESSAGE } from "~/server/images.server";

export const FORM_UNREADABLE_MESSAGE =
  "Le formulaire envoyé est illisible. Rechargez la page et réessayez.";
export const FORM_TOO_LARGE_MESSAGE =
  "Le formulaire envoyé est trop volumineux. Raccourcissez le texte et réessayez.";

/**
 * Text forms. The longest field (a page or an article, 200,000 characters) percent-encoded can
 * take about 1.8 MB.
 */
const FORM_MAX_BYTES = 2 * 1024 * 1024;

interface ReadFormOptions {
  /** Largest body accepted, in bytes (default FORM_MAX_BYTES). */
  maxBytes?: number;
  /** The French message of a body over `maxBytes` (default FORM_TOO_LARGE_MESSAGE). */
  tooLargeMessage?: string;
}

/**
 * Back-office forms with an image field. Well above the 5 MB of a picture, so that a somewhat
 * larger photo still reaches saveImage and gets its message next to the field, the typed values
 * kept; past this the whole form is refused with the same message.
 */
export const IMAGE_FORM: ReadFormOptions = {
  maxBytes: 3 * MAX_IMAGE_BYTES + 1024 * 1024,
  tooLargeMessage: IMAGE_TOO_LARGE_MESSAGE,
};

type FormRead =
  | { ok: true; form: FormData }
  | { ok: false; reason: "format" | "size"; status: 400 | 413; message: string };

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** Past the limit the rest is read and dropped up to this, then reading stops (the socket closes). */
function drainLimit(maxBytes: number): number {
  return Math.max(maxBytes * 4, 32 * 1024 * 1024);
}

// Every C0 control but tab, LF and CR, DEL, and the C1 controls.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** `text` without its control characters (tab, CR and LF kept). */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "");
}

function cleaned(form: FormData): FormData {
  const out = new FormData();
  for (const [name, value] of form) {
    const key = withoutControlCharacters(name);
    if (typeof value === "string") {
      out.append(key, withoutControlCharacters(value));
    } else {
      const fileName = withoutControlCharacters(value.name);
      const type = withoutControlCharacters(value.type);
      out.append(
        key,
        fileName === value.name && type === value.type
          ? value
          : new File([value], fileName, { type, lastModified: value.lastModified }),
      );
    }
  }
  return out;
}

/** Reads at most `maxBytes`; a larger body is drained (or cut off far past it) and reported. */
async function readBody(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<{ bytes: Uint8Array } | { tooLarge: true }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      seen += value.byteLength;
      if (seen <= maxBytes) chunks.push(value);
      else if (seen > drainLimit(maxBytes)) {
        await reader.cancel().catch(() => undefined);
        return { tooLarge: true };
      } else chunks.length = 0;
    }
  } finally {
    reader.releaseLock();
  }
  if (seen > maxBytes) return { tooLarge: true };
  const bytes = new Uint8Array(seen);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes };
}

/** The request's form, or why it was refused (nothing thrown). */
export async function tryReadFormData(
  request: Request,
  options: ReadFormOptions = {},
): Promise<FormRead> {
  const maxBytes = options.maxBytes ?? FORM_MAX_BYTES;
  const unreadable = {
    ok: false,
    reason: "format",
    status: 400,
    message: FORM_UNREADABLE_MESSAGE,
  } as const;
  const tooLarge = {
    ok: false,
    reason: "size",
    status: 413,
    message: options.tooLargeMessage ?? FORM_TOO_LARGE_MESSAGE,
  } as const;

  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(mediaType)) {
    // Not read at all: drop it so the connection stays usable.
    if (request.body) await readBody(request.body, 0).catch(() => undefined);
    return unreadable;
  }
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > drainLimit(maxBytes)) {
    // Far too large to be worth receiving: answer now, the connection closes.
    await request.body?.cancel().catch(() => undefined);
    return tooLarge;
  }

  let bytes: Uint8Array = new Uint8Array(0);
  if (request.body) {
    let read;
    try {
      read = await readBody(request.body, maxBytes);
    } catch {
      // The client went away mid-body, or the body stream broke.
      return unreadable;
    }
    if ("tooLarge" in read) return tooLarge;
    bytes = read.bytes;
  }
  try {
    const form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { "content-type": contentType },
    }).formData();
    return { ok: true, form: cleaned(form) };
  } catch {
    return unreadable;
  }
}

/**
 * The request's form; a body that is not a readable form, or is over the limit, is thrown as a
 * Response (400 or 413, French text) that the error page shows.
 */
export async function readFormData(
  request: Request,
  options: ReadFormOptions = {},
): Promise<FormData> {
  const read = await tryReadFormData(request, options);
  if (read.ok) return read.form;
  throw new Response(read.message, {
    status: read.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
