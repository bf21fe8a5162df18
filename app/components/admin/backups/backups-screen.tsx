/**
 * The screen of /admin/sauvegardes: the last archives with their 'Télécharger' link, and
 * 'Sauvegarder maintenant'.
 */
import { Form, useNavigation } from "react-router";
import { AdminNotices, AdminPageHeader, AdminPanel } from "~/components/admin/admin-frame";
import { RecordTable, type Column } from "~/components/admin/crud/crud-list";
import { buttonVariants } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import type { BackupRow } from "~/domain/backups/backups-admin.server";

const PATH = "/admin/sauvegardes";

const COLUMNS: Column<BackupRow>[] = [
  { header: "Date", rowHeader: true, className: "whitespace-nowrap", cell: (row) => row.when },
  { header: "Type", cell: (row) => row.reason },
  { header: "Taille", className: "whitespace-nowrap", cell: (row) => row.size },
  { header: "Fichier", className: "break-all", cell: (row) => row.name },
];

export function BackupsScreen({
  data: { rows, total, listed },
  formError,
}: {
  data: { rows: BackupRow[]; total: number; listed: number };
  formError?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "backup";
  return (
    <>
      <AdminPageHeader
        title="Sauvegardes"
        subtitle="Copies complètes du site : base de données, fichiers téléversés et clé de chiffrement"
      />
      <AdminNotices messages={[formError]} />
      <AdminPanel id="liste-sauvegardes" title="Dernières sauvegardes">
        <p className="mb-4 text-sm text-muted-foreground">
          Une sauvegarde est faite chaque nuit et avant chaque mise à jour de la base. Copiez-les
          régulièrement hors de ce serveur.
          {total > listed ? ` Les ${listed} plus récentes sur ${total}.` : ""}
        </p>
        <Form method="post" className="mb-6">
          <input type="hidden" name="intent" value="backup" />
          <SubmitButton busy={busy} busyLabel="Sauvegarde en cours…">
            Sauvegarder maintenant
          </SubmitButton>
        </Form>
        <RecordTable
          caption="Sauvegardes"
          columns={COLUMNS}
          rows={rows}
          empty="Aucune sauvegarde pour l'instant."
          rowKey={(row) => row.name}
          actions={(row) => (
            <a
              href={`${PATH}/telecharger/${encodeURIComponent(row.name)}`}
              download
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              Télécharger<span className="sr-only"> la sauvegarde du {row.when}</span>
            </a>
          )}
        />
      </AdminPanel>
    </>
  );
}
