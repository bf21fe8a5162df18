/**
 * /admin/sauvegardes/telecharger/:fichier — the 'Télécharger' link of /admin/sauvegardes
 * (administrateur): streams one archive of the backup folder. The name is looked up in the list
 * of archives, never used as a path; an unknown one answers 404.
 */
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { backupForDownload } from "~/domain/backups/backups-admin.server";
import { requireUser } from "~/routes/+shared/access.server";
import type { Route } from "./+types/backup-download";

export async function loader({ request, params }: Route.LoaderArgs) {
  const me = await requireUser(request, "backups");
  const archive = await backupForDownload(me.id, params.fichier);
  if (!archive) {
    return new Response("Cette sauvegarde n'existe pas (ou plus).", {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      },
    });
  }
  const body = Readable.toWeb(createReadStream(archive.file)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Length": String(archive.size),
      "Content-Disposition": `attachment; filename="${archive.name}"`,
      // Every donor of the foundation is in it: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
