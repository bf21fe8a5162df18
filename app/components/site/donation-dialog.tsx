/**
 * The donation dialog (spec §2.4), rendered once for the whole site. Every "Faire un don" or
 * "Soutenir" button calls `useDonationDialog().open()` (or is a <DonateButton>); a button of one
 * project (its card, its page) passes that project, and the dialog shows and gives to it. Without
 * one, the dialog gives to the campaign (the featured project), as the site's frame shows it.
 *
 * The dialog itself (Radix Dialog + Tabs, see donation-dialog-panel.tsx) is loaded on first use, so
 * it costs nothing in the JavaScript of a page until someone wants to give: a DonateButton starts
 * the download as soon as it is hovered or focused.
 */
import * as React from "react";
import { useLocation } from "react-router";
import { Heart } from "~/components/ui/icons";
import type { PublicProject } from "~/domain/projects/types";
import type { Campaign, SiteFrameData } from "~/domain/site/types";
import { formatMoneyWhole, percentOf } from "~/lib/format";
import { Button, type ButtonProps } from "~/components/ui/button";

/** The project a dialog gives to: its id, title and figures (the campaign's shape). */
export type DonationProject = Campaign;

/** What the dialog needs of a public project. */
export function donationProjectOf(project: PublicProject): DonationProject {
  const { id, title, collectedCents, goalCents } = project;
  return { projectId: id, title, collectedCents, goalCents };
}

export interface DonationDialogApi {
  /**
   * Opens the dialog on `project` (the campaign when none is given); focus returns to the element
   * that had it when the dialog closes.
   */
  open(project?: DonationProject): void;
}

const DonationDialogContext = React.createContext<DonationDialogApi | null>(null);

/** Outside the provider (an error page, a test), fall back to the donation page. */
const fallbackApi: DonationDialogApi = {
  open(project) {
    window.location.assign(donatePageHref(project));
  },
};

/** /don, on the chosen project when there is one. */
function donatePageHref(project: DonationProject | null | undefined): string {
  return project ? `/don?projet=${project.projectId}` : "/don";
}

export function useDonationDialog(): DonationDialogApi {
  return React.useContext(DonationDialogContext) ?? fallbackApi;
}

const NBSP = "\u00a0";

/** "4 025 $ 134 % Mille Merci !" from the project, or a plain title when there is none. */
export function donationDialogTitle(campaign: DonationProject | null): string {
  if (!campaign) return "Soutenir la fondation";
  if (campaign.goalCents <= 0) {
    return `${formatMoneyWhole(campaign.collectedCents)} Mille Merci${NBSP}!`;
  }
  const percent = percentOf(campaign.collectedCents, campaign.goalCents);
  return `${formatMoneyWhole(campaign.collectedCents)} ${percent}${NBSP}% Mille Merci${NBSP}!`;
}

let panelModule: ReturnType<typeof importPanel> | undefined;
function importPanel() {
  return import("./donation-dialog-panel");
}
/** Starts downloading the dialog's code (idempotent). */
export function preloadDonationDialog() {
  panelModule ??= importPanel().catch((error: unknown) => {
    panelModule = undefined;
    throw error;
  });
  return panelModule;
}

// The project the dialog was last asked for, read if its code cannot be loaded.
let requestedProject: DonationProject | null = null;

const DonationDialogPanel = React.lazy(() =>
  preloadDonationDialog().then(
    (module) => ({ default: module.DonationDialogPanel }),
    () => {
      // Offline or a new deployment: the donation page still works without the dialog.
      window.location.assign(donatePageHref(requestedProject));
      return new Promise<never>(() => {});
    },
  ),
);

export function DonationDialogProvider({
  data,
  children,
}: {
  data: SiteFrameData;
  children: React.ReactNode;
}) {
  const [requested, setRequested] = React.useState(false);
  const [isOpen, setIsOpen] = React.useState(false);
  // The project of the button that opened the dialog; null: the campaign.
  const [chosen, setChosen] = React.useState<DonationProject | null>(null);
  const openerRef = React.useRef<HTMLElement | null>(null);

  // Close on navigation (a link inside the dialog, the browser's back button…).
  const { pathname } = useLocation();
  const [lastPathname, setLastPathname] = React.useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setIsOpen(false);
  }

  const open = React.useCallback((project?: DonationProject) => {
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    requestedProject = project ?? null;
    setChosen(project ?? null);
    setRequested(true);
    setIsOpen(true);
  }, []);
  const api = React.useMemo<DonationDialogApi>(() => ({ open }), [open]);

  const restoreFocus = React.useCallback(() => {
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
  }, []);
  const leave = React.useCallback(() => {
    // Following a link: the new page takes focus, not the old opener.
    openerRef.current = null;
    setIsOpen(false);
  }, []);

  return (
    <DonationDialogContext.Provider value={api}>
      {children}
      {requested ? (
        <React.Suspense fallback={null}>
          <DonationDialogPanel
            data={data}
            project={chosen ?? data.campaign}
            title={donationDialogTitle(chosen ?? data.campaign)}
            open={isOpen}
            onOpenChange={setIsOpen}
            onLeave={leave}
            onRestoreFocus={restoreFocus}
          />
        </React.Suspense>
      ) : null}
    </DonationDialogContext.Provider>
  );
}

export interface DonateButtonProps extends Omit<ButtonProps, "asChild"> {
  /** Show the heart icon before the text (default true). */
  icon?: boolean;
  /** The project the gift goes to (a project's card or page); the campaign when absent. */
  project?: DonationProject;
}

/** A button that opens the donation dialog; its text defaults to "Faire un don". */
export function DonateButton({
  children = "Faire un don",
  icon = true,
  variant = "gold",
  project,
  onClick,
  onPointerEnter,
  onFocus,
  ...props
}: DonateButtonProps) {
  const { open } = useDonationDialog();
  const preload = () => {
    preloadDonationDialog().catch(() => {});
  };
  return (
    <Button
      variant={variant}
      aria-haspopup="dialog"
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        preload();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preload();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) open(project);
      }}
      {...props}
    >
      {icon ? <Heart aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
