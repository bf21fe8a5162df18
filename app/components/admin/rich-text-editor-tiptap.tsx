/**
 * The Tiptap editing area behind RichTextEditor (loaded only in the browser): a toolbar of the
 * formats the public pages style (.rich-text in app.css) and the sanitizer keeps, and a hidden
 * field carrying the HTML with the form.
 */
import * as React from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { cn } from "~/lib/utils";
import type { RichTextEditorProps } from "./rich-text-editor";

export default function TiptapEditor({
  id,
  name,
  label,
  defaultValue,
  "aria-invalid": invalid,
  "aria-describedby": describedBy,
}: RichTextEditorProps) {
  const [html, setHtml] = React.useState(defaultValue);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
      }),
    ],
    content: defaultValue,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(invalid ? { "aria-invalid": "true" } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class:
          "rich-text min-h-60 max-w-none rounded-b-md border border-input bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
      },
    },
    onUpdate: ({ editor }) => setHtml(editor.isEmpty ? "" : editor.getHTML()),
  });

  return (
    <div>
      <input type="hidden" name={name} value={html} />
      {editor ? <Toolbar editor={editor} label={label} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

interface Tool {
  label: string;
  text: string;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const tools: Tool[] = [
  {
    label: "Gras",
    text: "G",
    active: (e) => e.isActive("bold"),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: "Italique",
    text: "I",
    active: (e) => e.isActive("italic"),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: "Titre de section",
    text: "T2",
    active: (e) => e.isActive("heading", { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: "Sous-titre",
    text: "T3",
    active: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: "Liste à puces",
    text: "•",
    active: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: "Liste numérotée",
    text: "1.",
    active: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: "Citation",
    text: "«»",
    active: (e) => e.isActive("blockquote"),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    label: "Lien",
    text: "🔗",
    active: (e) => e.isActive("link"),
    run: (e) => {
      const current = (e.getAttributes("link").href as string | undefined) ?? "";
      const href = window.prompt("Adresse du lien (laisser vide pour retirer le lien)", current);
      if (href === null) return;
      if (href.trim() === "") e.chain().focus().extendMarkRange("link").unsetLink().run();
      else e.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
    },
  },
];

/**
 * Toolbar buttons must not take the focus on a mouse click: Tiptap gives it back to the text only
 * on the next animation frame, and the first letters typed right after clicking 'Gras' were lost.
 */
function keepEditorFocus(event: React.MouseEvent) {
  event.preventDefault();
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  // Re-render the pressed states when the selection moves.
  const pressed = useEditorState({
    editor,
    selector: ({ editor }) => tools.map((tool) => tool.active(editor)),
  });
  return (
    <div
      role="toolbar"
      aria-label={`Mise en forme : ${label}`}
      className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-input bg-muted p-1"
    >
      {tools.map((tool, index) => (
        <button
          key={tool.label}
          type="button"
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={pressed[index]}
          onMouseDown={keepEditorFocus}
          onClick={() => tool.run(editor)}
          className={cn(
            "inline-flex min-h-9 min-w-9 items-center justify-center rounded px-2 text-sm font-semibold hover:bg-white focus-visible:outline-2 focus-visible:outline-ring",
            pressed[index] && "bg-white text-primary shadow-sm",
          )}
        >
          <span aria-hidden="true">{tool.text}</span>
        </button>
      ))}
      <button
        type="button"
        aria-label="Annuler"
        title="Annuler"
        onMouseDown={keepEditorFocus}
        onClick={() => editor.chain().focus().undo().run()}
        className="inline-flex min-h-9 min-w-9 items-center justify-center rounded px-2 text-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span aria-hidden="true">↶</span>
      </button>
      <button
        type="button"
        aria-label="Rétablir"
        title="Rétablir"
        onMouseDown={keepEditorFocus}
        onClick={() => editor.chain().focus().redo().run()}
        className="inline-flex min-h-9 min-w-9 items-center justify-center rounded px-2 text-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span aria-hidden="true">↷</span>
      </button>
    </div>
  );
}
