/**
 * Paramètres › Sécurité: the switch that requires two-step sign-in for administrateurs and
 * trésoriers.
 */
import { Form } from "react-router";
import { SwitchField } from "~/components/admin/settings/switch-field";
import { IntentButton } from "~/components/admin/intent-button";

export function TwoStepPolicy({ required }: { required: boolean }) {
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
      <SwitchField
        id="parametres-requireTwoStep"
        name="requireTwoStep"
        label="Exiger la validation en deux étapes pour les administrateurs et les trésoriers"
        hint="Un compte de ces rôles sans validation en deux étapes devra l'activer juste après son mot de passe, avant d'ouvrir l'administration. Chacun l'active dans Mon compte › Sécurité."
        defaultChecked={required}
      />
      <IntentButton intent="two-step-policy" variant="outline" className="justify-self-start">
        Enregistrer l&apos;exigence
      </IntentButton>
    </Form>
  );
}
