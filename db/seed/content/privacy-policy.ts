/**
 * The privacy policy of /confidentialite (Quebec's Law 25, decision 0033): its row of the pages
 * table, written by the `…_privacy` migration on every site (existing ones included) and by the
 * sample seed on an emptied database. The foundation edits it in Pages; the person in charge
 * and the retention periods are added below it from Paramètres › Confidentialité, so the text
 * refers to them rather than repeating them.
 */
import type { pages } from "#db/schema";

export const PRIVACY_POLICY_ROUTE = "/confidentialite";

export const privacyPolicyPage: typeof pages.$inferInsert = {
  route: PRIVACY_POLICY_ROUTE,
  title: "Politique de confidentialité",
  summary:
    "Quels renseignements personnels la fondation recueille, pourquoi, qui les voit, combien de temps elle les garde et comment exercer vos droits.",
  content: `<p>La Fondation Dahira Tidjaniya de Chicoutimi est un organisme de bienfaisance culturel et religieux. Elle protège les renseignements personnels que vous lui confiez conformément à la <em>Loi sur la protection des renseignements personnels dans le secteur privé</em> du Québec, modifiée par la Loi 25. Cette politique explique, en termes simples, ce que nous recueillons, pourquoi, qui y a accès, combien de temps nous le conservons et comment exercer vos droits.</p>
<h2>Les renseignements que nous recueillons</h2>
<p>Nous ne recueillons que ce qui est nécessaire à ce que vous nous demandez, directement auprès de vous, par les formulaires du site :</p>
<ul>
<li><strong>Formulaire de contact</strong> : votre nom, votre adresse courriel, le sujet et le contenu de votre message, pour vous répondre. L'adresse IP de l'envoi est conservée avec le message pour limiter les abus.</li>
<li><strong>Demande d'événement</strong> : votre nom, votre courriel, votre téléphone (facultatif) et les détails de l'événement, pour étudier votre demande et vous donner une réponse.</li>
<li><strong>Dons</strong> : votre nom, votre courriel, le montant et le mode de paiement, et, si vous demandez un reçu officiel aux fins de l'impôt, votre adresse postale, que l'Agence du revenu du Canada exige sur le reçu. Les paiements par carte sont traités par Stripe : nous ne voyons jamais le numéro de votre carte.</li>
<li><strong>Boutique</strong> : votre nom, votre courriel, votre téléphone (facultatif) et votre commande, pour la préparer et vous tenir informé.</li>
<li><strong>Infolettre</strong> : votre courriel (et votre nom, si vous le donnez), ainsi que la preuve de votre consentement (la phrase acceptée, la page et la date), exigée par la loi canadienne anti-pourriel.</li>
<li><strong>Espace donateur</strong> : votre courriel, pour vous envoyer un lien de connexion à usage unique vers vos dons, vos commandes et vos reçus.</li>
</ul>
<h2>Pourquoi nous les utilisons</h2>
<p>Uniquement pour la raison pour laquelle vous nous les avez donnés : répondre à votre message, traiter votre demande, votre don ou votre commande, émettre vos reçus officiels, vous envoyer l'infolettre à laquelle vous êtes abonné, et respecter nos obligations légales et comptables. Nous ne vendons, ne louons et n'échangeons jamais vos renseignements. Nous ne les utilisons pas à d'autres fins sans votre consentement.</p>
<h2>Qui y a accès</h2>
<p>Seuls les bénévoles et les membres du personnel de la fondation qui en ont besoin pour leur tâche y ont accès, dans un espace d'administration protégé par mot de passe, chacun selon son rôle (par exemple, seuls les trésoriers et les administrateurs voient les dons). Certains fournisseurs traitent des renseignements pour notre compte, uniquement pour le service rendu : le processeur de paiement Stripe (paiements par carte) et le service d'envoi des courriels. Vos renseignements sont hébergés au Canada ou, pour ces fournisseurs, dans des pays offrant une protection adéquate.</p>
<h2>Combien de temps nous les conservons</h2>
<p>Nous gardons vos renseignements le temps nécessaire aux fins ci-dessus, puis nous les détruisons. Les messages de contact et les demandes d'événement traitées (approuvées ou rejetées) sont supprimés automatiquement après les durées indiquées plus bas. Les dons, les reçus officiels et les commandes sont conservés six ans après la fin de l'année qu'ils concernent, comme l'exige l'Agence du revenu du Canada. Vous pouvez vous désabonner de l'infolettre à tout moment, par le lien présent dans chaque envoi.</p>
<h2>Témoins (cookies)</h2>
<p>Le site n'utilise que des témoins strictement nécessaires à son fonctionnement : le panier de la boutique, la session de l'espace donateur et la session des bénévoles de l'administration. Aucun témoin publicitaire, de mesure d'audience ou de pistage n'est utilisé, et aucun renseignement n'est transmis à des réseaux sociaux.</p>
<h2>Vos droits</h2>
<p>Vous pouvez en tout temps :</p>
<ul>
<li>demander l'accès aux renseignements que nous détenons à votre sujet, et en obtenir une copie dans un format technologique structuré et couramment utilisé (portabilité) ;</li>
<li>faire rectifier un renseignement inexact, incomplet ou équivoque ;</li>
<li>retirer votre consentement, par exemple à l'infolettre, et demander la suppression de vos renseignements lorsque la loi ne nous oblige pas à les garder ;</li>
<li>être informé de la présente politique et de ses mises à jour.</li>
</ul>
<p>Adressez votre demande par écrit à la personne responsable de la protection des renseignements personnels dont les coordonnées figurent plus bas. Nous vous répondrons au plus tard dans les 30 jours suivant sa réception.</p>
<h2>Incidents de confidentialité</h2>
<p>Si un incident de confidentialité touchait vos renseignements et présentait un risque de préjudice sérieux, nous en aviserions avec diligence la Commission d'accès à l'information et les personnes concernées. Tout incident est inscrit à notre registre.</p>
<h2>Plaintes</h2>
<p>Si vous estimez que vos renseignements n'ont pas été traités correctement, écrivez d'abord à notre responsable. Si sa réponse ne vous satisfait pas, vous pouvez porter plainte auprès de la <a href="https://www.cai.gouv.qc.ca/">Commission d'accès à l'information du Québec</a>.</p>`,
};
