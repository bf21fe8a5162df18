/**
 * The multi-file import of /admin/galerie (`?mode=import`, spec back-office §2 "Gallery", §4):
 * one category and an optional date for several files chosen at once.
 *
 * - With JavaScript, each file is its own request to /admin/galerie/upload (so a large selection
 *   never hits the one-request limit and each file has its own answer): a progress bar per file,
 *   'Téléchargement...' then ✓ or the French reason, an overall 'n sur m importées', a toast at
 *   the end, and the grid reloaded. A refused file does not stop the others.
 * - Without JavaScript, the same form posts every file at once (intent "import") and the screen
 *   lists the outcome per file (`results`).
 */
import * as React from "react";
import { Link, useRevalidator } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { notify } from "~/components/ui/toaster";
import type { GalleryCategory } from "~/domain/gallery/categories";
import {
  importCount,
  importSummary,
  IMPORT_FILES_FIELD,
  IMPORT_NO_FILE,
  type ImportField,
  type ImportResult,
} from "~/domain/gallery/schema";
import type { FieldErrors } from "~/lib/forms/validate";
import { cn } from "~/lib/utils";
import { AdminPanel } from "./admin-frame";
import { CategorySelect } from "./gallery-category-select";
import { uploadForm } from "./upload-file";

/** The resource route taking one file (routes/admin/gallery-upload.ts). */
const UPLOAD_URL = "/admin/galerie/upload";
const UPLOAD_FAILED = "Impossible de télécharger l'image";

type FileState =
  | { kind: "waiting" }
  | { kind: "uploading"; loaded: number; total: number }
  | { kind: "done" }
  | { kind: "error"; error: string };

export interface Item {
  name: string;
  state: FileState;
}

function fromResults(results: ImportResult[] | undefined): Item[] {
  return (results ?? []).map((result) => ({
    name: result.name,
    state: result.ok ? { kind: "done" } : { kind: "error", error: result.error },
  }));
}

/** The answer of /admin/galerie/upload: ok, or the French reason (anything else is a failure). */
function readAnswer(body: unknown): { ok: true } | { ok: false; error: string } {
  if (body && typeof body === "object" && "ok" in body) {
    const answer = body as { ok: unknown; error?: unknown };
    if (answer.ok === true) return { ok: true };
    if (typeof answer.error === "string") return { ok: false, error: answer.error };
  }
  return { ok: false, error: UPLOAD_FAILED };
}

export function GalleryImport({
  today,
  category,
  errors,
  values,
  results,
  cancelTo,
}: {
  today: string;
  /** The category tab being viewed: the likely choice. */
  category: GalleryCategory | null;
  errors?: FieldErrors<ImportField>;
  values?: Record<string, string>;
  /** The outcome of an import sent without JavaScript. */
  results?: ImportResult[];
  cancelTo: string;
}) {
  // Results come only from a no-JavaScript post, i.e. with a fresh page: the first state is enough.
  const [items, setItems] = React.useState<Item[]>(() => fromResults(results));
  const [running, setRunning] = React.useState(false);
  const [clientError, setClientError] = React.useState<string>();
  const fileInput = React.useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const fileError = clientError ?? errors?.files;

  function setState(index: number, state: FileState) {
    setItems((current) => current.map((item, i) => (i === index ? { ...item, state } : item)));
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (running) return;
    const form = new FormData(event.currentTarget);
    const files = form
      .getAll(IMPORT_FILES_FIELD)
      .filter((value): value is File => value instanceof File && value.name !== "");
    if (files.length === 0) {
      setClientError(IMPORT_NO_FILE);
      fileInput.current?.focus();
      return;
    }
    setClientError(undefined);
    setItems(files.map((file) => ({ name: file.name, state: { kind: "waiting" } })));
    setRunning(true);
    let imported = 0;
    // One after the other: the server encodes each picture, and the list reads in order.
    for (const [index, file] of files.entries()) {
      setState(index, { kind: "uploading", loaded: 0, total: file.size });
      const body = new FormData();
      body.set("category", String(form.get("category") ?? ""));
      body.set("takenOn", String(form.get("takenOn") ?? ""));
      body.set("file", file);
      const answer = readAnswer(
        (
          await uploadForm(UPLOAD_URL, body, (loaded, total) =>
            setState(index, { kind: "uploading", loaded, total }),
          )
        ).body,
      );
      if (answer.ok) imported += 1;
      setState(index, answer.ok ? { kind: "done" } : { kind: "error", error: answer.error });
    }
    setRunning(false);
    if (fileInput.current) fileInput.current.value = "";
    const summary = importSummary(imported, files.length);
    const show = imported === files.length ? notify.success : notify.message;
    show(summary.title, { description: summary.description });
    if (imported > 0) void revalidator.revalidate();
  }

  const finished = items.filter((item) => item.state.kind === "done").length;
  const failed = items.filter((item) => item.state.kind === "error");
  return (
    <AdminPanel id="importer-images" title="Importer des images" className="mb-8 max-w-2xl">
      <form
        method="post"
        encType="multipart/form-data"
        className="grid gap-5"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <input type="hidden" name="intent" value="import" />
        <FormAlert message={errors?.form} />
        <Field id="import-categorie" label="Catégorie" error={errors?.category}>
          {(control) => (
            <CategorySelect
              {...control}
              name="category"
              disabled={running}
              defaultValue={values?.category ?? category ?? "evenements"}
            />
          )}
        </Field>
        <Field
          id="import-date"
          label="Date (facultative, aujourd'hui par défaut)"
          error={errors?.takenOn}
        >
          {(control) => (
            <Input
              {...control}
              name="takenOn"
              type="date"
              disabled={running}
              defaultValue={values?.takenOn ?? today}
            />
          )}
        </Field>
        <div className="grid gap-2">
          <Label htmlFor="import-fichiers">
            Images (JPG, PNG, GIF ou WebP, 5 Mo au maximum chacune)
          </Label>
          <Input
            ref={fileInput}
            id="import-fichiers"
            type="file"
            name={IMPORT_FILES_FIELD}
            multiple
            accept="image/*"
            disabled={running}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? "import-fichiers-erreur" : "import-fichiers-aide"}
            className="h-auto py-2"
          />
          <p id="import-fichiers-aide" className="text-sm text-muted-foreground">
            Chaque image prend le nom de son fichier comme titre (modifiable ensuite).
          </p>
          {fileError ? (
            <p id="import-fichiers-erreur" className="text-sm font-medium text-destructive">
              {fileError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={running}>
            Importer
          </Button>
          <Link to={cancelTo} className={buttonVariants({ variant: "outline" })}>
            Fermer
          </Link>
        </div>
      </form>

      {items.length > 0 ? (
        <div className="mt-6 grid gap-3">
          <p role="status" className="font-medium">
            {importCount(finished, items.length)}
          </p>
          <ul className="grid gap-3" aria-label="Fichiers importés">
            {items.map((item, index) => (
              <ImportItem key={`${index}-${item.name}`} item={item} />
            ))}
          </ul>
          {!running && failed.length > 0 ? (
            <div role="alert" className="rounded-md border border-destructive p-3 text-sm">
              <p className="font-medium text-destructive">Fichiers refusés :</p>
              <ul className="mt-1 list-disc pl-5">
                {failed.map((item, index) => (
                  <li key={`${index}-${item.name}`}>
                    {item.name} — {item.state.kind === "error" ? item.state.error : ""}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </AdminPanel>
  );
}

/**
 * One file of the import: its bar and its state. A refused file's bar turns red and says
 * « Échec » (a full bar in the site's colour read as a success), and its reason is announced.
 */
export function ImportItem({ item }: { item: Item }) {
  const { state } = item;
  const failed = state.kind === "error";
  const value = state.kind === "uploading" ? state.loaded : state.kind === "waiting" ? 0 : 1;
  const max = state.kind === "uploading" ? Math.max(state.total, 1) : 1;
  return (
    <li className="grid gap-1 text-sm">
      <span className="font-medium break-all">{item.name}</span>
      <progress
        value={value}
        max={max}
        aria-label={`Progression de ${item.name}`}
        aria-valuetext={failed ? "Échec" : undefined}
        data-state={state.kind}
        className={cn("h-2 w-full", failed ? "accent-destructive" : "accent-primary")}
      />
      {failed ? (
        <span role="alert" className="font-medium text-destructive">
          ✗ Échec : {state.error}
        </span>
      ) : (
        <span className="text-muted-foreground">
          {state.kind === "waiting"
            ? "En attente"
            : state.kind === "uploading"
              ? "Téléchargement..."
              : "✓ Importée"}
        </span>
      )}
    </li>
  );
}
