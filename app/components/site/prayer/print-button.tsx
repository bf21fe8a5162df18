/** "Imprimer le mois": shown once JavaScript runs (without it, the browser's own print works). */
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";

export function PrintButton({ children }: { children: React.ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Button type="button" variant="outline" onClick={() => window.print()} className="print:hidden">
      {children}
    </Button>
  );
}
