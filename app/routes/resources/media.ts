/**
 * GET /media/<key>: the stored files (uploaded images and their web sizes).
 * Keys are random and never overwritten, so browsers and CDNs may keep a file forever.
 */
import type { Route } from "./+types/media";
import { getStorage, isValidKey } from "~/server/storage.server";
import { DEFAULT_IMAGE_WIDTH } from "~/lib/images";

const BASE_IMAGE_KEY = /^images\/[a-z0-9]+$/;

function notFound(): Response {
  return new Response("Introuvable", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

export async function loader({ params }: Route.LoaderArgs) {
  let key = params["*"] ?? "";
  if (!isValidKey(key)) throw notFound();
  // The base URL stored in image columns (`/media/images/<id>`) answers with the default web
  // size, for the places that cannot use srcset (og:image, feeds, e-mails).
  if (BASE_IMAGE_KEY.test(key)) key = `${key}/${DEFAULT_IMAGE_WIDTH}.webp`;

  const file = await getStorage().get(key);
  if (!file) throw notFound();

  return new Response(file.data as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.data.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      // Uploaded bytes must never run as a page of this site, whatever their declared type.
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
