/**
 * The "Versions" screen of a page or an article (decision 0032): the current version and the
 * kept ones (each « Version du … remplacée le … par … »), a form choosing two of them to compare,
 * the comparison field by field (words added and removed marked with <ins> / <del>, told to
 * screen readers too), and « Restaurer » behind a confirmation. Links and forms: it works
 * without JavaScript.
 */
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import type { ComparedField } from "~/domain/revisions/compare";
import type { VersionRow, VersionsPage } from "~/domain/revisions/versions.server";
import type { FormRefusal } from "~/lib/forms/refusal";
import type { DiffPart } from "~/lib/text-diff";
import { AdminNotices, AdminPageHeader, AdminPanel } from "../admin-frame";
import { AdminTable, cellClasses, rowClasses } from "../admin-table";
import { ConfirmDialog } from "../confirm-dialog";
import { GetForm } from "../filter-form";

const CURRENT = "actuelle";
/** The restore form's checkbox (WITH_PUBLICATION_FIELD on the server). */
const WITH_PUBLICATION = "avecStatut";

/** The link of an edit form to its item's versions. */
export function VersionsLink({ href }: { href: string }) {
  return (
    <p className="text-sm">
      <Link to={href} className="font-medium text-primary underline underline-offset-4">
        Versions précédentes
      </Link>{" "}
      <span className="text-muted-foreground">
        : comparer les versions enregistrées et en restaurer une.
      </span>
    </p>
  );
}

/** A text with its added and removed parts marked, readable without colour. */
export function DiffText({ parts }: { parts: readonly DiffPart[] }) {
  if (parts.length === 0) return <p className="text-muted-foreground italic">(vide)</p>;
  return (
    <p className="break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        part.kind === "added" ? (
          <ins
            key={index}
            className="rounded-sm bg-green-100 text-green-950 underline decoration-2"
          >
            <span className="sr-only">[Ajouté : </span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ) : part.kind === "removed" ? (
          <del key={index} className="rounded-sm bg-red-100 text-red-950 line-through decoration-2">
            <span className="sr-only">[Retiré : </span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

function ComparedFields({ fields }: { fields: readonly ComparedField[] }) {
  return (
    <dl className="grid gap-4">
      {fields.map((field) => (
        <div key={field.key} className="grid gap-1 border-b border-border pb-4 last:border-0">
          <dt className="font-semibold">
            {field.label}{" "}
            <span className="text-sm font-normal text-muted-foreground">
              ({field.changed ? "modifié" : "identique"})
            </span>
          </dt>
          <dd className="text-sm">
            <DiffText parts={field.parts} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Offered only when the version's publication state differs from the current one: a restore
 * keeps the current state unless this box is ticked, and says when ticking it takes the item
 * off the site.
 */
function PublicationChoice({ version, noun }: { version: VersionRow; noun: string }) {
  if (!version.publication) return null;
  const id = `avec-statut-${version.id}`;
  const warning = `${id}-avertissement`;
  return (
    <div className="grid gap-1 text-left text-sm">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          name={WITH_PUBLICATION}
          value="on"
          className="mt-0.5 size-4"
          aria-describedby={version.publication.leavesSite ? warning : undefined}
        />
        <Label htmlFor={id} className="font-normal">
          Rétablir aussi le statut ({version.publication.label})
        </Label>
      </div>
      {version.publication.leavesSite ? (
        <p id={warning} className="font-medium text-destructive">
          Attention : avec cette case cochée, {noun} quittera le site public (les visiteurs n'y
          auront plus accès).
        </p>
      ) : null}
    </div>
  );
}

type Answer = { refused?: FormRefusal } | null | undefined;

/** The browser tab's title of a Versions screen: the item's (when found), then its section. */
export function versionsTitle(item: { title: string } | null | undefined, section: string): string {
  return `Versions${item ? ` — ${item.title}` : ""} — ${section} — Administration`;
}

export function VersionsScreen({ page, answer }: { page: VersionsPage; answer: Answer }) {
  const refusal = answer?.refused?.errors.form;
  if (!page.item) {
    return (
      <>
        <AdminPageHeader title="Versions" />
        <AdminNotices messages={[page.notice]} />
        <Link to={page.listPath} className={buttonVariants({ variant: "outline", size: "sm" })}>
          Retour à la liste
        </Link>
      </>
    );
  }
  const { item, versions, compare, noun } = page;
  const choices = [
    { value: CURRENT, label: "Version actuelle" },
    ...versions.map((version) => ({ value: String(version.id), label: version.label })),
  ];
  return (
    <>
      <AdminPageHeader
        title={`Versions — ${item.title}`}
        subtitle={`Chaque enregistrement de ${noun} garde la version qu'il remplace (les 50 dernières). Comparez deux versions ou restaurez-en une.`}
      />
      <nav aria-label="Liens de la page" className="mb-6 flex flex-wrap gap-2">
        <Link to={item.editHref} className={buttonVariants({ variant: "outline", size: "sm" })}>
          Retour à la modification
        </Link>
        {item.publicHref ? (
          <a
            href={item.publicHref}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            Voir sur le site<span className="sr-only"> (nouvel onglet)</span>
          </a>
        ) : null}
      </nav>
      <AdminNotices messages={[page.notice, refusal]} />
      <div className="grid gap-6">
        {compare ? (
          <AdminPanel id="comparaison" title="Comparaison">
            <p className="mb-2 text-sm">
              De : <strong>{compare.a.label}</strong> — à : <strong>{compare.b.label}</strong>
            </p>
            <p className="mb-4 text-sm text-muted-foreground">
              Le texte retiré est barré, le texte ajouté est souligné.
            </p>
            <ComparedFields fields={compare.fields} />
          </AdminPanel>
        ) : null}
        {versions.length > 0 ? (
          <AdminPanel id="comparer" title="Comparer deux versions">
            <GetForm submitLabel="Comparer">
              <div className="grid gap-1">
                <Label htmlFor="version-a">Version de départ</Label>
                <Select
                  id="version-a"
                  name="a"
                  options={choices}
                  defaultValue={compare?.a.value ?? String(versions[0].id)}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor="version-b">Version d'arrivée</Label>
                <Select
                  id="version-b"
                  name="b"
                  options={choices}
                  defaultValue={compare?.b.value ?? CURRENT}
                />
              </div>
            </GetForm>
          </AdminPanel>
        ) : null}
        <AdminPanel id="liste-versions" title="Versions">
          {versions.length === 0 ? (
            <p className="mb-4 text-sm text-muted-foreground">
              Aucune version précédente : aucun enregistrement n'a encore remplacé de version.
            </p>
          ) : null}
          <AdminTable
            caption={`Versions de ${noun} ${item.title}`}
            headers={["Version", "Remplacée", "Actions"]}
            empty=""
            isEmpty={false}
          >
            <tr className={rowClasses}>
              <th scope="row" className={cellClasses}>
                Version actuelle
              </th>
              <td className={cellClasses}>enregistrée le {item.updatedAt}</td>
              <td className={cellClasses}>—</td>
            </tr>
            {versions.map((version) => (
              <tr key={version.id} className={rowClasses}>
                <th scope="row" className={cellClasses}>
                  {version.label}
                </th>
                <td className={cellClasses}>
                  le {version.replacedAt} par {version.replacedBy}
                </td>
                <td className={cellClasses}>
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={`?a=${version.id}&b=${CURRENT}`}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                    >
                      Comparer<span className="sr-only"> la {version.label.toLowerCase()}</span>{" "}
                      avec la version actuelle
                    </Link>
                    <ConfirmDialog
                      intent="restore"
                      id={version.id}
                      triggerLabel="Restaurer"
                      subject={`la ${version.label.toLowerCase()}`}
                      title="Restaurer cette version"
                      description={`La ${version.label.toLowerCase()} deviendra la version actuelle de ${noun} ${item.title}, sur le site aussi${version.publication ? " ; son statut actuel est gardé sauf si vous cochez la case ci-dessous" : ""}. La version actuelle sera gardée dans la liste : vous pourrez y revenir.`}
                      confirmLabel="Restaurer"
                    >
                      {version.publication ? (
                        <PublicationChoice version={version} noun={noun} />
                      ) : null}
                    </ConfirmDialog>
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
        </AdminPanel>
      </div>
    </>
  );
}
