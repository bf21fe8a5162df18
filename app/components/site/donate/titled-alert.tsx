/**
 * The alert over a refused public form when the spec gives it a title and a text ("Montant
 * requis" / "Veuillez sélectionner…"). Announced at once (role="alert").
 */
export function TitledAlert({ alert }: { alert?: { title: string; text: string } }) {
  if (!alert) return null;
  return (
    <div role="alert" className="rounded-md border border-destructive bg-white p-3 text-sm">
      <p className="font-semibold text-destructive">{alert.title}</p>
      <p className="text-destructive">{alert.text}</p>
    </div>
  );
}
