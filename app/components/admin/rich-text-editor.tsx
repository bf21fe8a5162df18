/**
 * The rich-text field of the back-office (pages, blog articles). The server renders a plain
 * <textarea> of HTML, so the form works before (and without) JavaScript; in the browser the Tiptap
 * editor is loaded on demand (it stays out of every other screen's bundle) and takes its place,
 * writing its HTML to a hidden field of the same name. Whatever arrives, the server sanitizes it
 * (server/rich-text.server.ts) before storing it.
 *
 *   <Field id="page-contenu" label="Contenu" error={errors?.content}>
 *     {(control) => <RichTextEditor {...control} name="content" label="Contenu" defaultValue={…} />}
 *   </Field>
 */
import * as React from "react";
import { Textarea } from "~/components/ui/textarea";
import type { FieldControlProps } from "~/components/ui/field";
import { useHydrated } from "~/lib/use-hydrated";

const TiptapEditor = React.lazy(() => import("./rich-text-editor-tiptap"));

export interface RichTextEditorProps extends FieldControlProps {
  name: string;
  /** Accessible name of the editing area (the visible label cannot point at it). */
  label: string;
  defaultValue: string;
}

export function RichTextEditor(props: RichTextEditorProps) {
  const enhanced = useHydrated();
  const fallback = (
    <Textarea
      id={props.id}
      name={props.name}
      rows={12}
      defaultValue={props.defaultValue}
      aria-invalid={props["aria-invalid"]}
      aria-describedby={props["aria-describedby"]}
      className="font-mono text-sm"
    />
  );
  if (!enhanced) return fallback;
  return (
    <React.Suspense fallback={fallback}>
      <TiptapEditor {...props} />
    </React.Suspense>
  );
}
