/**
 * The 'Rapprochement bancaire' tab of /admin/donations (issue 13, item 5): upload the bank's CSV
 * export → the preview (the columns to choose when the layout is not a known bank's, else the
 * proposals, one per credit line, « Correspond » ticked) → 'Confirmer les correspondances
 * cochées'. Plain forms: it works without JavaScript. Each step's form carries the file back in
 * hidden fields (domain/donations/bank-import.server.ts says why).
 */
import { useMemo } from "react";
import { Form } from "react-router";
import { AdminPanel } from "~/components/admin/admin-frame";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import {
  FormFields,
  optionsOf,
  selectField,
  type FieldSpec,
} from "~/components/admin/crud/form-fields";
import { RecordForm } from "~/components/admin/record-form";
import { useSubmittingIntent } from "~/components/admin/use-submitting";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import {
  AMOUNT_KIND_LABELS,
  BANK_CONFIRM_INTENT,
  BANK_PREVIEW_INTENT,
  DATE_FORMAT_LABELS,
  DECIMAL_LABELS,
  MAPPING_FIELDS,
  mappingSchema,
  type BankPreview,
  type CarriedFile,
  type MappingField,
} from "~/domain/donations/bank-import";
import { KNOWN_LAYOUTS } from "~/domain/donations/bank-file/layouts";
import { DATE_FORMATS } from "~/domain/donations/bank-file/values";
import { BANK_TAB } from "~/domain/donations/money-in-tabs";
import { formatDate, formatDateTime, formatMoney } from "~/lib/format";
import type { FormRefusal } from "~/lib/forms/refusal";

export interface BankImportSummary {
  id: number;
  fileName: string;
  layout: string;
  lineCount: number;
  confirmedCount: number;
  createdAt: Date | string;
  importedBy: string | null;
}

const ACTION = `?onglet=${BANK_TAB}`;

/** The file (and the columns chosen by hand) carried to the next step. */
function CarriedFields({ file }: { file: CarriedFile }) {
  const generic = Object.keys(file.mapping).length > 0;
  return (
    <>
      <input type="hidden" name="fileName" value={file.fileName} />
      <input type="hidden" name="content" value={file.content} />
      {generic ? <input type="hidden" name="layout" value="generic" /> : null}
      {Object.entries(file.mapping).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function UploadForm({ refused }: { refused?: FormRefusal }) {
  const busy = useSubmittingIntent(BANK_PREVIEW_INTENT);
  return (
    <AdminPanel id="rapprochement-fichier" title="Importer le relevé de la banque" className="mb-8">
      <p className="mb-4 text-sm text-muted-foreground">
        Exportez les opérations du compte au format CSV depuis le site de votre banque (Desjardins,
        RBC, TD ou une autre banque), puis importez le fichier. Le site cherche les références DON-
        et CMD- dans chaque entrée d&apos;argent et propose les correspondances ; rien n&apos;est
        confirmé avant votre validation.
      </p>
      <Form
        method="post"
        action={ACTION}
        encType="multipart/form-data"
        noValidate
        className="grid gap-4"
      >
        <input type="hidden" name="intent" value={BANK_PREVIEW_INTENT} />
        <FormAlert message={refused?.errors.form} />
        <Field
          id="rapprochement-fichier-csv"
          label="Fichier CSV de la banque"
          error={refused?.errors.file}
        >
          {(control) => (
            <Input
              {...control}
              type="file"
              name="file"
              accept=".csv,text/csv,text/plain"
              required
            />
          )}
        </Field>
        <div>
          <Button type="submit" disabled={busy}>
            Voir les correspondances
          </Button>
        </div>
      </Form>
    </AdminPanel>
  );
}

/** "Colonne 2 — Date" (the header's or the first row's cell). */
function columnOptions(sample: string[][], columnCount: number) {
  return Array.from({ length: columnCount }, (_, index) => {
    const seen = sample[0]?.[index]?.trim();
    return {
      value: String(index + 1),
      label: seen ? `Colonne ${index + 1} — ${seen.slice(0, 40)}` : `Colonne ${index + 1}`,
    };
  });
}

function mappingFields(sample: string[][], columnCount: number): FieldSpec<MappingField>[] {
  const columns = columnOptions(sample, columnCount);
  const none = [{ value: "", label: "Aucune" }, ...columns];
  /** A column to choose: required with its default (`initial`), else optional ("Aucune"). */
  const column = (name: MappingField, label: string, id: string, row: string, initial = "") =>
    selectField<MappingField>(name, label, `correspondance-${id}`, {
      options: initial ? columns : none,
      initial,
      row,
    });
  return [
    {
      name: "hasHeader",
      label: "La première ligne contient les titres des colonnes",
      id: "correspondance-entete",
      kind: "checkbox",
    },
    column("dateColumn", "Colonne de la date", "date", "date", "1"),
    selectField("dateFormat", "Format des dates", "correspondance-format-date", {
      options: optionsOf(DATE_FORMAT_LABELS, DATE_FORMATS),
      initial: "YYYY-MM-DD",
      row: "date",
    }),
    selectField("amountKind", "Montants", "correspondance-montants", {
      options: optionsOf(AMOUNT_KIND_LABELS),
      initial: "split",
    }),
    column("amountColumn", "Colonne du montant (une seule colonne)", "montant", "montant"),
    column("creditColumn", "Colonne des entrées (dépôts)", "credit", "montant"),
    column("debitColumn", "Colonne des sorties (retraits)", "debit", "montant"),
    column("descriptionColumn", "Colonne de la description", "description", "description", "2"),
    column("descriptionColumn2", "Deuxième colonne de description", "description-2", "description"),
    selectField("decimal", "Séparateur décimal", "correspondance-decimale", {
      options: optionsOf(DECIMAL_LABELS),
      initial: "comma",
    }),
  ];
}

function MappingForm({ preview }: { preview: Extract<BankPreview, { step: "mapping" }> }) {
  const refused: FormRefusal<MappingField> | undefined =
    Object.keys(preview.file.mapping).length > 0 || Object.keys(preview.errors).length > 0
      ? { intent: BANK_PREVIEW_INTENT, errors: preview.errors, values: preview.file.mapping }
      : undefined;
  const form = useSchemaForm<MappingField>({
    schema: mappingSchema,
    refused,
    order: MAPPING_FIELDS,
  });
  const fields = useMemo(
    () => mappingFields(preview.sample, preview.columnCount),
    [preview.sample, preview.columnCount],
  );
  const file = { ...preview.file, mapping: {} };
  return (
    <>
      <AdminPanel id="rapprochement-apercu" title="Aperçu du fichier" className="mb-8">
        <p className="mb-4 text-sm">
          Le format de « {preview.file.fileName} » n&apos;est pas reconnu : indiquez ci-dessous
          quelle colonne contient quoi. Voici ses premières lignes.
        </p>
        <AdminTable
          caption="Premières lignes du fichier"
          captionVisible
          headers={Array.from({ length: preview.columnCount }, (_, i) => `Colonne ${i + 1}`)}
          empty="Fichier vide."
          isEmpty={preview.sample.length === 0}
        >
          {preview.sample.map((cells, row) => (
            <tr key={row} className={rowClasses}>
              {Array.from({ length: preview.columnCount }, (_, i) => (
                <td key={i} className={`${cellClasses} break-words`}>
                  {cells[i] ?? ""}
                </td>
              ))}
            </tr>
          ))}
        </AdminTable>
      </AdminPanel>
      <RecordForm
        id="rapprochement-colonnes"
        title="Choisir les colonnes"
        intent={BANK_PREVIEW_INTENT}
        submitLabel="Voir les correspondances"
        cancelTo={ACTION}
        form={form}
        multipart
      >
        <CarriedFields file={file} />
        <input type="hidden" name="layout" value="generic" />
        <FormFields fields={fields} form={form} refused={refused} record={null} />
      </RecordForm>
    </>
  );
}

function Proposals({ preview }: { preview: Extract<BankPreview, { step: "proposals" }> }) {
  const matches = preview.lines.filter((line) => line.confirmable).length;
  return (
    <AdminPanel id="rapprochement-propositions" title="Correspondances proposées" className="mb-8">
      <p className="mb-2 text-sm">
        Fichier « {preview.file.fileName} » — format reconnu :{" "}
        <strong>{preview.layoutLabel}</strong>.
      </p>
      <p className="mb-4 text-sm text-muted-foreground">
        {preview.lines.length} entrée{preview.lines.length > 1 ? "s" : ""} d&apos;argent lue
        {preview.lines.length > 1 ? "s" : ""}, dont {matches} correspondance{matches > 1 ? "s" : ""}{" "}
        à confirmer
        {preview.skipped > 0
          ? ` ; ${preview.skipped} sortie${preview.skipped > 1 ? "s" : ""} d'argent laissée${preview.skipped > 1 ? "s" : ""} de côté`
          : ""}
        . Seules les lignes cochées sont confirmées ; toutes les lignes sont retenues, pour
        qu&apos;un prochain import du même relevé ne les confirme pas une seconde fois.
      </p>
      <Form method="post" action={ACTION} encType="multipart/form-data" className="grid gap-4">
        <input type="hidden" name="intent" value={BANK_CONFIRM_INTENT} />
        <CarriedFields file={preview.file} />
        <AdminTable
          caption="Lignes du relevé et correspondances proposées"
          headers={["Ligne", "Date", "Montant", "Description", "Référence", "Statut", "Confirmer"]}
          empty="Aucune entrée d'argent dans ce fichier."
          isEmpty={preview.lines.length === 0}
        >
          {preview.lines.map((line) => (
            <tr key={line.fingerprint} className={rowClasses}>
              <th scope="row" className={`${cellClasses} font-normal`}>
                {line.line}
              </th>
              <td className={`${cellClasses} whitespace-nowrap`}>{formatDate(line.date)}</td>
              <td className={`${cellClasses} whitespace-nowrap`}>
                {formatMoney(line.amountCents)}
              </td>
              <td className={`${cellClasses} break-words`}>{line.description}</td>
              <td className={`${cellClasses} font-mono whitespace-nowrap`}>
                {line.references.join(", ") || "—"}
              </td>
              <td className={cellClasses}>{line.label}</td>
              <td className={cellClasses}>
                {line.confirmable ? (
                  <input
                    type="checkbox"
                    name="accept"
                    value={line.fingerprint}
                    defaultChecked
                    aria-label={`Confirmer la ligne ${line.line} (${line.references.join(", ")})`}
                    className="size-4"
                  />
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
        {preview.problems.length > 0 ? (
          <div className="rounded-md border border-border p-3 text-sm">
            <h3 className="mb-2 font-semibold">Lignes non lues</h3>
            <ul className="grid gap-1">
              {preview.problems.map((problem) => (
                <li key={problem.line}>
                  Ligne {problem.line} : {problem.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div>
          <Button type="submit">Confirmer les correspondances cochées</Button>
        </div>
      </Form>
    </AdminPanel>
  );
}

const layoutLabel = (id: string) =>
  KNOWN_LAYOUTS.find((layout) => layout.id === id)?.label ?? "Autre banque (colonnes choisies)";

function RecentImports({ imports }: { imports: BankImportSummary[] }) {
  return (
    <AdminPanel id="rapprochement-historique" title="Derniers imports">
      <AdminTable
        caption="Derniers relevés importés"
        headers={["Fichier", "Date", "Format", "Lignes", "Confirmées", "Par"]}
        empty="Aucun relevé importé pour l'instant."
        isEmpty={imports.length === 0}
      >
        {imports.map((row) => (
          <tr key={row.id} className={rowClasses}>
            <th scope="row" className={`${cellClasses} break-all`}>
              {row.fileName}
            </th>
            <td className={`${cellClasses} whitespace-nowrap`}>{formatDateTime(row.createdAt)}</td>
            <td className={cellClasses}>{layoutLabel(row.layout)}</td>
            <td className={cellClasses}>{row.lineCount}</td>
            <td className={cellClasses}>{row.confirmedCount}</td>
            <td className={cellClasses}>{row.importedBy ?? "—"}</td>
          </tr>
        ))}
      </AdminTable>
    </AdminPanel>
  );
}

export function BankImportTab({
  imports,
  preview,
  refused,
}: {
  imports: BankImportSummary[];
  preview: BankPreview | null;
  refused?: FormRefusal;
}) {
  return (
    <>
      {preview?.step === "mapping" ? <MappingForm preview={preview} /> : null}
      {preview?.step === "proposals" ? <Proposals preview={preview} /> : null}
      <UploadForm refused={refused} />
      <RecentImports imports={imports} />
    </>
  );
}
