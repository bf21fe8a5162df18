import type { ReactNode } from "react";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { RichText } from "~/components/site/page/rich-text";

/** What a fixed page's loader gives of its editable text (domain/pages/page-seo.server.ts). */
export interface PageTextData {
  title: string;
  intro: string;
  page: { content: string } | null;
}

/**
 * A fixed page with its editable text (/bureau, /comites, /evenements): the header with its title
 * and intro, then the page's content written in the back-office, then what the page lists.
 */
export function TextPage({
  text,
  actions,
  contentClassName,
  children,
}: {
  text: PageTextData;
  /** Links or buttons under the intro. */
  actions?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={text.title} intro={text.intro || undefined}>
        {actions}
      </PageHeader>
      <div className={`${pageContainer} flex flex-col gap-8 py-12`}>
        {text.page?.content ? (
          <RichText html={text.page.content} className={contentClassName} />
        ) : null}
        {children}
      </div>
    </>
  );
}
