/** Paramètres › Sécurité: the switch that requires two-step sign-in for administrateurs and trésoriers. */
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { switchClasses } from "./notifications-form";
import { useSubmitting } from "./use-submitting";

export function TwoStepPolicyForm({ required }: { required: boolean }) {
  const submitting = useSubmitting();
  return (
    <Form
      method="post"
      action="?onglet=securite"
      className="grid gap-4"
      aria-labelledby="titre-exiger-deux-etapes"
      key={String(required)}
    >
      <h3 id="titre-exiger-deux-etapes" className="font-semibold">
        Validation en deux étapes
      </h3>
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <label htmlFor="parametres-requireTwoStep" className="text-sm font-medium">
            Exiger la validation en deux étapes pour les administrateurs et les trésoriers
          </label>
          <p id="parametres-requireTwoStep-aide" className="text-sm text-muted-foreground">
            Un compte de ces rôles sans validation en deux étapes devra l&apos;activer juste après
            son mot de passe, avant d&apos;ouvrir l&apos;administration. Chacun l&apos;active dans
            Mon compte › Sécurité.
          </p>
        </div>
        <input
          id="parametres-requireTwoStep"
          type="checkbox"
          name="requireTwoStep"
          defaultChecked={required}
          aria-describedby="parametres-requireTwoStep-aide"
          className={switchClasses}
        />
      </div>
      <Button
        type="submit"
        name="intent"
        value="two-step-policy"
        variant="outline"
        disabled={submitting}
        className="justify-self-start"
      >
        Enregistrer l&apos;exigence
      </Button>
    </Form>
  );
}
