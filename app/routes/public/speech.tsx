import { detailPage, foundById } from "~/components/site/page/not-found-boundary";
import { RichText } from "~/components/site/page/rich-text";
import { BackLink } from "~/components/site/shared/back-link";
import { ShapedImage } from "~/components/site/shared/shaped-image";
import { TitleStack } from "~/components/site/shared/title-stack";
import { SpeechMeta } from "~/components/site/speeches/speech-meta";
import { SpeechPlayer } from "~/components/site/speeches/speech-player";
import { pageSeo } from "~/domain/site/seo.server";
import { pageAddress } from "~/server/site-url.server";
import { speechKindLabel, speechTypeLabel } from "~/domain/speeches/labels";
import { speechMedia } from "~/domain/speeches/media";
import { getPublishedSpeech } from "~/domain/speeches/speeches.server";
import { imageVariant } from "~/lib/images";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/speech";

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await getDb();
  const speech = await foundById(params.id, (id) => getPublishedSpeech(db, id));
  const seo = await pageSeo(db, pageAddress(request), {
    title: speech.title,
    description: speech.excerpt || speech.content,
    image: imageVariant(speech.image),
  });
  return { speech, media: speechMedia(speech.mediaUrl, speech.type), ...seo };
}

export const { meta, ErrorBoundary } = detailPage({
  title: "Discours introuvable",
  text: "Ce discours n'existe pas ou n'est plus en ligne.",
  backTo: "/discours",
  backLabel: "Retour aux discours",
});

export default function Speech({ loaderData }: Route.ComponentProps) {
  const { speech, media } = loaderData;
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <BackLink to="/discours" look="text">
        Retour aux discours
      </BackLink>
      <header className="mt-6 flex flex-col gap-3">
        <TitleStack as="h1" eyebrow={speechKindLabel(speech.kind)} title={speech.title} />
        <SpeechMeta speech={speech} />
        <dl className="flex flex-wrap gap-2 text-sm">
          <div className="inline-flex gap-1 rounded-full bg-muted px-3 py-1">
            <dt className="text-muted-foreground">Catégorie :</dt>
            <dd className="font-medium text-foreground">{speech.category}</dd>
          </div>
          <div className="inline-flex gap-1 rounded-full bg-muted px-3 py-1">
            <dt className="text-muted-foreground">Type :</dt>
            <dd className="font-medium text-foreground">{speechTypeLabel(speech.type)}</dd>
          </div>
        </dl>
      </header>
      <ShapedImage
        src={speech.image}
        shape="wide"
        sizes="(min-width: 896px) 896px, 100vw"
        priority
        className="mt-8 rounded-xl"
      />
      {media ? (
        <section aria-labelledby="enregistrement" className="mt-8 flex flex-col gap-3">
          <h2 id="enregistrement" className="text-xl font-semibold text-primary">
            Enregistrement
          </h2>
          <SpeechPlayer media={media} title={speech.title} />
        </section>
      ) : null}
      {speech.content ? <RichText html={speech.content} className="mt-8" /> : null}
    </article>
  );
}
