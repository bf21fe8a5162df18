/**
 * /admin/sauvegardes/telecharger/:fichier — the 'Télécharger' link of /admin/sauvegardes
 * (administrateur): streams one archive of the backup folder. The name is looked up in the list
 * of archives, never used as a path; an unknown one answers 404.
 */
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { backupForDownload } from "~/domain/backups/backups-admin.server";
import { requireUser } from "~/routes/+shared/access.server";
import { privateFile, privateFileNotFound } from "~/routes/admin/+shared/private-file";
import type { Route } from "./+types/backup-download";

export async function loader({ request, params }: Route.LoaderArgs) {
  const me = await requireUser(request, "backups");
  const archive = await backupForDownload(me.id, params.fichier);
  if (!archive) {
    return privateFileNotFound("Cette sauvegarde n'existe pas (ou plus).");
  }
  const body = Readable.toWeb(createReadStream(archive.file)) as ReadableStream<Uint8Array>;
  return privateFile(body, "application/gzip", archive.name, {
    "Content-Length": String(archive.size),
  });
}
