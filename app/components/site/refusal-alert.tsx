import { FormAlert } from "~/components/ui/field";

/**
 * The alert over a refused public form: the spec's titled alert when it gives one ("Montant
 * requis" / "Veuillez sélectionner…"), else the form's plain message. Announced at once.
 */
export function RefusalAlert({
  alert,
  message,
}: {
  alert?: { title: string; text: string };
  message?: string;
}) {
  if (!alert) return <FormAlert message={message} />;
  return (
    <div role="alert" className="rounded-md border border-destructive bg-white p-3 text-sm">
      <p className="font-semibold text-destructive">{alert.title}</p>
      <p className="text-destructive">{alert.text}</p>
    </div>
  );
}
