import { Link } from "react-router";
import {
  notFound,
  notFoundBoundary,
  notFoundMeta,
} from "~/components/site/page/not-found-boundary";
import { RichText } from "~/components/site/page/rich-text";
import { SpeechMeta } from "~/components/site/speeches/speech-meta";
import { SpeechPlayer } from "~/components/site/speeches/speech-player";
import { ArrowRight } from "~/components/ui/icons";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { pageSeo } from "~/domain/site/seo.server";
import { speechKindLabel, speechTypeLabel } from "~/domain/speeches/labels";
import { speechMedia } from "~/domain/speeches/media";
import { getPublishedSpeech } from "~/domain/speeches/speeches.server";
import { imageVariant } from "~/lib/images";
import { parseId } from "~/lib/params";
import { seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/speech";

const NOT_FOUND_TITLE = "Discours introuvable";

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) notFound();
  const db = await getDb();
  const speech = await getPublishedSpeech(db, id);
  if (!speech) notFound();
  const { seo, siteName } = await pageSeo(db, request, {
    title: speech.title,
    description: speech.excerpt || speech.content,
    image: imageVariant(speech.image),
  });
  return { speech, media: speechMedia(speech.mediaUrl, speech.type), seo, siteName };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? seoMeta(data.seo, data.siteName) : notFoundMeta(NOT_FOUND_TITLE);

export const ErrorBoundary = notFoundBoundary({
  title: NOT_FOUND_TITLE,
  text: "Ce discours n'existe pas ou n'est plus en ligne.",
  backTo: "/discours",
  backLabel: "Retour aux discours",
});

export default function Speech({ loaderData }: Route.ComponentProps) {
  const { speech, media } = loaderData;
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <Link
        to="/discours"
        className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowRight aria-hidden="true" className="size-4 rotate-180" />
        Retour aux discours
      </Link>
      <header className="mt-6 flex flex-col gap-3">
        <p className="text-sm font-semibold tracking-wider text-gold-dark uppercase">
          {speechKindLabel(speech.kind)}
        </p>
        <h1 className="text-3xl font-bold text-primary sm:text-4xl">{speech.title}</h1>
        <span aria-hidden="true" className="block h-0.5 w-16 rounded-full bg-gold" />
        <SpeechMeta
          speaker={speech.speaker}
          date={speech.date}
          durationText={speech.durationText}
        />
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
      <ResponsiveImage
        src={speech.image}
        alt=""
        sizes="(min-width: 896px) 896px, 100vw"
        width={1600}
        height={900}
        priority
        className="mt-8 aspect-video w-full rounded-xl bg-muted object-cover"
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
