/**
 * A read-only address to copy (the public URL of an uploaded file). Without JavaScript it is a
 * plain field whose text can be selected; once React runs, a 'Copier' button puts it on the
 * clipboard and says so in a live region. The button only exists when it can work.
 */
import * as React from "react";
import { Button } from "~/components/ui/button";
import { fieldClasses } from "~/components/ui/input";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

export function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const hydrated = useHydrated();
  const [status, setStatus] = React.useState("");
  const inputRef = React.useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setStatus("Adresse copiée.");
    } catch {
      // Clipboard refused (permissions, insecure origin): select the text for Ctrl+C instead.
      inputRef.current?.select();
      setStatus("Copie impossible : l'adresse est sélectionnée, utilisez Ctrl+C.");
    }
  }

  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          type="text"
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className={cn(fieldClasses, "h-9 py-1 font-mono text-xs md:text-xs")}
        />
        {hydrated ? (
          <Button type="button" variant="outline" size="sm" onClick={copy}>
            Copier<span className="sr-only"> {label}</span>
          </Button>
        ) : null}
      </div>
      <p role="status" className="min-h-4 text-xs text-muted-foreground">
        {status}
      </p>
    </div>
  );
}
