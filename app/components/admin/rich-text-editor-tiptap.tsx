/**
 * The Tiptap editing area behind RichTextEditor (loaded only in the browser): a toolbar of the
 * formats the public pages style (.rich-text in app.css) and the sanitizer keeps, and a hidden
 * field carrying the HTML with the form.
 */
import * as React from "react";
import {
  EditorContent,
  useEditor,
  useEditorState,
  type ChainedCommands,
  type Editor,
} from "@tiptap/react";
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

/** A button that toggles the mark or block `name` (with `attributes`, a heading's level). */
function toggleTool(
  label: string,
  text: string,
  name: string,
  toggle: (chain: ChainedCommands) => ChainedCommands,
  attributes?: Record<string, unknown>,
): Tool {
  return {
    label,
    text,
    active: (e) => e.isActive(name, attributes),
    run: (e) => toggle(e.chain().focus()).run(),
  };
}

/** The section heading of `level`, shown "T2", "T3". */
function heading(level: 2 | 3, label: string): Tool {
  return toggleTool(label, `T${level}`, "heading", (c) => c.toggleHeading({ level }), { level });
}

const tools: Tool[] = [
  toggleTool("Gras", "G", "bold", (c) => c.toggleBold()),
  toggleTool("Italique", "I", "italic", (c) => c.toggleItalic()),
  heading(2, "Titre de section"),
  heading(3, "Sous-titre"),
  toggleTool("Liste à puces", "•", "bulletList", (c) => c.toggleBulletList()),
  toggleTool("Liste numérotée", "1.", "orderedList", (c) => c.toggleOrderedList()),
  toggleTool("Citation", "«»", "blockquote", (c) => c.toggleBlockquote()),
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

/** One button of the toolbar, named by `label` (its `text` is not read out). */
function ToolButton({
  label,
  text,
  pressed,
  onClick,
  className,
}: {
  label: string;
  text: string;
  /** For the buttons that toggle a format: whether it is on at the selection. */
  pressed?: boolean;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onMouseDown={keepEditorFocus}
      onClick={onClick}
      className={cn(
        "inline-flex min-h-9 min-w-9 items-center justify-center rounded px-2 text-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-ring",
        pressed && "bg-white text-primary shadow-sm",
        className,
      )}
    >
      <span aria-hidden="true">{text}</span>
    </button>
  );
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
        <ToolButton
          key={tool.label}
          label={tool.label}
          text={tool.text}
          pressed={pressed[index]}
          onClick={() => tool.run(editor)}
          className="font-semibold"
        />
      ))}
      <ToolButton label="Annuler" text="↶" onClick={() => editor.chain().focus().undo().run()} />
      <ToolButton label="Rétablir" text="↷" onClick={() => editor.chain().focus().redo().run()} />
    </div>
  );
}
