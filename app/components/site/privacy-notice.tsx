/**
 * The short notice under every public form that collects personal information (Quebec's Law 25,
 * decision 0033): what the information is for, and a link to /confidentialite. One sentence per
 * form, kept here so the wording stays consistent.
 */
import { Link } from "react-router";
import { PRIVACY_POLICY_PATH } from "~/domain/privacy/policy";
import { cn } from "~/lib/utils";

export const PRIVACY_PURPOSES = {
  contact: "Vos renseignements servent uniquement à répondre à votre message.",
  eventRequest: "Vos renseignements servent uniquement à étudier votre demande et à vous répondre.",
  registration:
    "Vos renseignements servent uniquement à gérer votre inscription et à vous écrire au sujet de cet événement.",
  donation:
    "Vos renseignements servent uniquement à traiter votre don et, si vous le demandez, à émettre votre reçu officiel.",
  newsletter:
    "Votre courriel sert uniquement à vous envoyer l'infolettre ; vous pouvez vous désabonner en tout temps.",
  order: "Vos renseignements servent uniquement à traiter votre commande et à vous en informer.",
  donorSpace:
    "Votre courriel sert uniquement à vous envoyer un lien de connexion à votre espace donateur.",
} as const;
export type PrivacyPurpose = keyof typeof PRIVACY_PURPOSES;

export function PrivacyNotice({
  purpose,
  onDark = false,
  className,
}: {
  purpose: PrivacyPurpose;
  /** On the footer's dark band: white text. */
  onDark?: boolean;
  className?: string;
}) {
  return (
    <p
      className={cn("text-sm", onDark ? "text-white/90" : "text-muted-foreground", className)}
      data-privacy-notice=""
    >
      {PRIVACY_PURPOSES[purpose]}{" "}
      <Link
        to={PRIVACY_POLICY_PATH}
        className={cn(
          "underline underline-offset-4",
          onDark ? "text-white hover:text-gold-light" : "text-primary",
        )}
      >
        Voir notre politique de confidentialité
      </Link>
      .
    </p>
  );
}
