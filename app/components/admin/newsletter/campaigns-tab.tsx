/**
 * « Infolettres » of /admin/infolettre: what sending means today (the marketing switch, the mail
 * server, the rate), the draft form (subject, rich-text content), and the history of newsletters
 * with their counts; a draft can be tested (to oneself), sent to every confirmed subscriber after
 * a confirmation that gives the count, changed or deleted.
 */
import { confirmDelete, RowForm, type Column } from "~/components/admin/crud/crud-list";
import { CrudPanel, rowRefusal, type CrudScreenData } from "~/components/admin/crud/crud-screen";
import type { FieldSpec } from "~/components/admin/crud/form-fields";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { statusBadge } from "~/components/admin/status-badge";
import { AdminNotices } from "~/components/admin/admin-frame";
import { Button } from "~/components/ui/button";
import type { CampaignListRow, SendingState } from "~/domain/newsletter/campaigns.server";
import { campaignSchema, type CampaignField } from "~/domain/newsletter/schema";
import { MARKETING_OFF, campaignStatusLabels } from "~/domain/newsletter/texts";
import type { FormRefusal } from "~/lib/forms/refusal";
import { formatDateTime } from "~/lib/format";

/** What the loader gives the tab: the newsletters' list and form, a notice, the sending state. */
type Data = CrudScreenData<CampaignListRow> & { notice: string | null } & SendingState;

const CampaignStatus = statusBadge(
  { draft: "warning", sending: "neutral", sent: "success" },
  (status) => campaignStatusLabels[status] ?? status,
);

const FIELDS: FieldSpec<CampaignField>[] = [
  {
    name: "subject",
    label: "Objet",
    id: "infolettre-objet",
    autoComplete: "off",
    hint: "L'objet du courriel, repris comme titre de l'infolettre.",
  },
  { name: "content", label: "Contenu", id: "infolettre-contenu", kind: "rich" },
];

const COLUMNS: Column<CampaignListRow>[] = [
  { header: "Objet", rowHeader: true, cell: (campaign) => campaign.subject },
  { header: "Statut", cell: (campaign) => <CampaignStatus status={campaign.status} /> },
  {
    header: "Envoi",
    cell: (campaign) =>
      campaign.status === "draft" ? (
        "—"
      ) : (
        <>
          <span className="block">
            {campaign.counts.sent} envoyé(s) · {campaign.counts.failed} échoué(s)
          </span>
          <span className="block text-muted-foreground">
            {campaign.recipientCount} destinataire(s)
            {campaign.counts.pending ? ` · ${campaign.counts.pending} en attente` : ""}
            {campaign.counts.skipped
              ? ` · ${campaign.counts.skipped} désabonné(s) entre-temps`
              : ""}
          </span>
        </>
      ),
  },
  {
    header: "Date",
    className: "whitespace-nowrap",
    cell: (campaign) =>
      campaign.startedAt
        ? `Envoi le ${formatDateTime(campaign.startedAt)}`
        : `Créée le ${formatDateTime(campaign.createdAt)}`,
  },
];

export function CampaignsTab({
  data,
  answer,
}: {
  data: Data;
  answer: { refused?: FormRefusal } | null | undefined;
}) {
  const { confirmed, marketing, smtpConfigured, ratePerMinute } = data;
  return (
    <>
      <AdminNotices
        messages={[
          data.notice,
          rowRefusal(answer, ["delete", "test", "send"]),
          marketing ? null : MARKETING_OFF,
          smtpConfigured
            ? null
            : "Aucun serveur d'envoi n'est configuré (variable SMTP_URL) : les courriels attendent dans la file d'envoi.",
        ]}
      />
      <p className="mb-6 max-w-3xl text-sm text-muted-foreground">
        {confirmed} abonné(s) confirmé(s). Seules les adresses confirmées reçoivent l'infolettre ;
        elle part par la file d'envoi, {ratePerMinute} courriels par minute au plus, sans retarder
        les reçus et les confirmations. Chaque envoi porte le nom et l'adresse de la fondation
        (Paramètres › Général) et un lien de désabonnement en un clic.{" "}
        {marketing
          ? "Les courriels marketing sont activés (Paramètres › Notifications)."
          : "Un administrateur peut activer les courriels marketing dans Paramètres › Notifications ; l'envoi d'essai reste possible."}
      </p>
      <CrudPanel
        {...data}
        answer={answer}
        view={{
          form: {
            id: "formulaire-infolettre",
            schema: campaignSchema(),
            fields: FIELDS,
            addTitle: "Nouvelle infolettre",
            editTitle: (campaign) => `Modifier l'infolettre « ${campaign.subject} »`,
          },
          list: {
            id: "liste-infolettres",
            title: "Infolettres",
            caption: "Infolettres et leurs envois",
            columns: COLUMNS,
            empty: "Aucune infolettre pour le moment.",
            addLabel: "Nouvelle infolettre",
            subject: (campaign) => campaign.subject,
            // Only a draft can still change: a sent one offers neither « Modifier » nor deletion.
            editable: (campaign) => campaign.status === "draft",
            confirm: (campaign) =>
              campaign.status === "draft"
                ? confirmDelete(
                    "Supprimer l'infolettre",
                    (row: CampaignListRow) => `l'infolettre « ${row.subject} »`,
                  )(campaign)
                : null,
            actions: (campaign) =>
              campaign.status === "draft" ? (
                <>
                  <RowForm intent="test" id={campaign.id}>
                    <Button type="submit" variant="outline" size="sm">
                      Envoyer un essai<span className="sr-only"> de « {campaign.subject} »</span>
                    </Button>
                  </RowForm>
                  {marketing && confirmed > 0 ? (
                    <ConfirmDialog
                      intent="send"
                      id={campaign.id}
                      triggerLabel="Envoyer à tous"
                      subject={`« ${campaign.subject} »`}
                      title="Envoyer l'infolettre"
                      description={`Envoyer « ${campaign.subject} » à ${confirmed} abonné(s) confirmé(s) ? L'envoi ne peut pas être annulé ni l'infolettre modifiée ensuite.`}
                      confirmLabel="Envoyer"
                    />
                  ) : null}
                </>
              ) : null,
          },
        }}
      />
    </>
  );
}
