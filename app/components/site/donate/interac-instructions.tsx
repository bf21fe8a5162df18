/** How to send an Interac gift: where, and what to write in the transfer's message (/don). */
export function InteracInstructions({ interacEmail }: { interacEmail: string }) {
  return (
    <>
      <p>
        Envoyez votre virement Interac à l&apos;adresse courriel de paiement de la fondation&nbsp;:{" "}
        <a href={`mailto:${interacEmail}`} className="prose-link font-semibold break-all">
          {interacEmail}
        </a>
      </p>
      <p>
        Dans le message du virement, indiquez votre <strong>nom complet</strong>, le{" "}
        <strong>projet</strong> choisi et le <strong>code de référence</strong> qui vous sera donné
        une fois ce formulaire envoyé.
      </p>
    </>
  );
}
