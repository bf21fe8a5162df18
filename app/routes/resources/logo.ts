/** GET /logo.png: the emblem as a square PNG (podcast cover, organization logo). */
import { siteLogoPng } from "~/server/site-logo.server";

export async function loader() {
  const png = await siteLogoPng();
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.byteLength),
      "Cache-Control": "public, max-age=86400",
    },
  });
}
