/**
 * The screen of /admin/renseignements-personnels: the search form, the categories found (counts
 * and rows), the export button and the erasure behind a confirmation that says exactly what
 * happens to each category. Every form is a POST: the address never enters a URL.
 */
import * as React from "react";
import { Form, useNavigation } from "react-router";
import { AdminNotices, AdminPageHeader, AdminPanel } from "~/components/admin/admin-frame";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { DESTRUCTIVE_OUTLINE } from "~/components/admin/confirm-dialog";
import { RecordTable } from "~/components/admin/crud/crud-list";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import {
  NOTHING_FOUND,
  RECEIPTS_KEPT,
  type CategoryView,
  type PersonalDataAnswer,
  type PersonalDataView,
} from "~/domain/privacy/categories";
import { PRIVACY_PATH, privacyTabs } from "~/domain/privacy/tabs";

export function PersonalDataScreen({ answer }: { answer?: PersonalDataAnswer }) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const emailError = answer?.errors?.email;
  React.useEffect(() => {
    if (emailError) inputRef.current?.focus();
  }, [emailError, answer]);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";

  return (
    <>
      <AdminPageHeader
        title="Renseignements personnels"
        subtitle="Trouver, exporter ou effacer ce que le site détient sur une personne (Loi 25)"
      />
      <AdminTabs
        label="Onglets des renseignements personnels"
        tabs={privacyTabs}
        current="recherche"
      />
      <AdminNotices messages={[answer?.errors?.form]} />
      {answer?.erased ? (
        <p
          role="status"
          className="mb-6 rounded-md border border-primary/30 bg-white p-3 text-sm text-primary"
        >
          Effacement terminé : {answer.erased.deleted} enregistrement(s) supprimé(s),{" "}
          {answer.erased.anonymised} anonymisé(s), {answer.erased.kept} conservé(s).
        </p>
      ) : null}
      <div className="grid gap-6">
        <AdminPanel id="recherche-renseignements" title="Rechercher une adresse courriel">
          <Form method="post" className="grid max-w-xl gap-4" noValidate>
            <input type="hidden" name="intent" value="search" />
            <Field
              id="courriel-personne"
              label="Adresse courriel de la personne"
              hint="Tout ce qui porte cette adresse ou appartient à sa fiche est cherché."
              error={emailError}
            >
              {(control) => (
                <Input
                  {...control}
                  ref={inputRef}
                  name="email"
                  type="email"
                  autoComplete="off"
                  required
                  maxLength={254}
                  defaultValue={answer?.email ?? ""}
                />
              )}
            </Field>
            <div>
              <Button type="submit" disabled={busy}>
                Rechercher
              </Button>
            </div>
          </Form>
        </AdminPanel>
        {answer?.result ? <Results result={answer.result} confirming={answer.confirming} /> : null}
      </div>
    </>
  );
}

function Results({ result, confirming }: { result: PersonalDataView; confirming?: boolean }) {
  const hasReceipts = result.categories.some((category) => category.key === "receipts");
  return (
    <AdminPanel id="resultats-renseignements" title={`Résultats pour ${result.email}`}>
      {result.total === 0 ? (
        <p>{NOTHING_FOUND}</p>
      ) : (
        <div className="grid gap-6">
          <div>
            <p className="mb-2 text-sm text-muted-foreground">
              {result.total} enregistrement(s) dans {result.categories.length} catégorie(s) :
            </p>
            <ul className="grid gap-1 text-sm" aria-label="Catégories trouvées">
              {result.categories.map((category) => (
                <li key={category.key}>
                  <a href={`#categorie-${category.key}`} className="underline">
                    {category.label}
                  </a>{" "}
                  : {category.count}
                </li>
              ))}
            </ul>
          </div>
          {hasReceipts || result.onlyKept ? (
            <p className="rounded-md border border-border bg-muted p-3 text-sm">{RECEIPTS_KEPT}</p>
          ) : null}
          <div className="flex flex-wrap items-start gap-3">
            <Form method="post" action={`${PRIVACY_PATH}/export`} reloadDocument>
              <input type="hidden" name="email" value={result.email} />
              <Button type="submit" variant="outline">
                Télécharger l'export (JSON)
              </Button>
            </Form>
            {result.onlyKept ? null : (
              <EraseConfirmation result={result} confirming={Boolean(confirming)} />
            )}
          </div>
          {result.categories.map((category) => (
            <CategorySection key={category.key} category={category} />
          ))}
        </div>
      )}
    </AdminPanel>
  );
}

function CategorySection({ category }: { category: CategoryView }) {
  return (
    <section aria-labelledby={`categorie-${category.key}`} className="grid gap-2">
      <h3 id={`categorie-${category.key}`} className="text-base font-semibold">
        {category.label} ({category.count})
      </h3>
      <p className="text-sm text-muted-foreground">À l'effacement : {category.erasure}</p>
      <RecordTable
        caption={category.label}
        columns={category.columns.map((header, index) => ({
          header,
          rowHeader: index === 0,
          cell: (row: CategoryView["rows"][number]) => row.cells[index],
        }))}
        rows={category.rows}
        empty={NOTHING_FOUND}
        rowKey={(row) => row.id}
      />
    </section>
  );
}

/** What « Effacer » will do, category by category (the dialog's and the no-JS page's text). */
function ErasurePlan({ result }: { result: PersonalDataView }) {
  return (
    <div className="grid gap-2 text-sm">
      <ul className="list-disc space-y-1 pl-5">
        {result.categories.map((category) => (
          <li key={category.key}>
            <strong>
              {category.label} ({category.count})
            </strong>{" "}
            : {category.erasure}
          </li>
        ))}
      </ul>
      <p>{RECEIPTS_KEPT}</p>
      <p className="font-medium">Cette action ne peut pas être annulée.</p>
    </div>
  );
}

function EraseForm({ email, onSubmit }: { email: string; onSubmit?: () => void }) {
  return (
    <Form method="post" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="erase" />
      <input type="hidden" name="email" value={email} />
      <Button type="submit" variant="destructive">
        Effacer définitivement
      </Button>
    </Form>
  );
}

/**
 * With JavaScript the trigger opens a dialog; without it, the trigger posts `confirm-erase` and
 * the page comes back with the same question drawn in place.
 */
function EraseConfirmation({
  result,
  confirming,
}: {
  result: PersonalDataView;
  confirming: boolean;
}) {
  const [open, setOpen] = React.useState(false);
  const title = "Effacer les renseignements de cette personne ?";
  if (confirming) {
    return (
      <div role="group" aria-label={title} className="grid gap-3 rounded-md border p-3">
        <p className="font-semibold">{title}</p>
        <ErasurePlan result={result} />
        <EraseForm email={result.email} />
      </div>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <input type="hidden" name="intent" value="confirm-erase" />
        <input type="hidden" name="email" value={result.email} />
        <Button type="submit" variant="outline" className={DESTRUCTIVE_OUTLINE}>
          Effacer les renseignements…
        </Button>
      </Form>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Pour {result.email}, en une seule opération :</DialogDescription>
        </DialogHeader>
        <ErasurePlan result={result} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Annuler
          </Button>
          <EraseForm email={result.email} onSubmit={() => setOpen(false)} />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
