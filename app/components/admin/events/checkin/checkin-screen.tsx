/**
 * The page of /admin/evenements/:id/accueil, made for a phone held in one hand at 390 px: the
 * count of people in the room at the top, the scan button and the code field under the thumb,
 * then the search by name. Without JavaScript the code field and each « Pointer » post a form;
 * with it every check-in is queued in the phone and sent, also after the network comes back.
 */
import { useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import {
  arrivalCount,
  ENTRY_UNREADABLE,
  pendingText,
  readCheckinEntry,
  type CheckinAnswer,
  type CheckinBoard,
} from "~/domain/registrations/checkin";
import { formatDate, formatTime } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import { CheckinList } from "./checkin-list";
import { QrScanner } from "./qr-scanner";
import { useCheckinQueue } from "./use-checkin-queue";

function AnswerLine({ answer }: { answer: CheckinAnswer }) {
  const tone = answer.ok
    ? "border-primary bg-accent text-primary"
    : "border-destructive bg-white text-destructive";
  return (
    <p className={`rounded-lg border-2 p-3 text-base font-semibold ${tone}`}>
      {answer.ok ? "✓ " : "✗ "}
      {answer.message}
    </p>
  );
}

export function CheckinScreen({
  board: loaded,
  query: initialQuery,
  answer: posted,
  dataUrl,
}: {
  board: CheckinBoard;
  query: string;
  /** The answer to a form posted without JavaScript. */
  answer?: CheckinAnswer;
  /** The JSON address the script sends check-ins to. */
  dataUrl: string;
}) {
  const hydrated = useHydrated();
  const { board, queue, offline, blocked, answers, submit } = useCheckinQueue(loaded, dataUrl);
  const [query, setQuery] = useState(initialQuery);
  const [typingProblem, setTypingProblem] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const queuedIds = new Set(queue.flatMap((item) => item.registrationId ?? []));
  // Check-ins made on this phone and not sent yet count already (their places are known).
  const pendingPlaces = board.rows
    .filter((row) => queuedIds.has(row.id) && !row.checkedInAt)
    .reduce((total, row) => total + row.places, 0);

  const enterCode = (text: string) => {
    if (!readCheckinEntry(text)) return setTypingProblem(ENTRY_UNREADABLE);
    setTypingProblem(null);
    submit({ code: text });
    if (codeRef.current) codeRef.current.value = "";
  };
  const onCodeSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    enterCode(codeRef.current?.value ?? "");
    codeRef.current?.focus();
  };

  const { event } = board;
  const shownAnswers: CheckinAnswer[] = hydrated ? answers : posted ? [posted] : [];
  return (
    <div className="mx-auto grid max-w-md gap-5">
      <header>
        <p className="text-sm font-medium text-muted-foreground">Accueil à la porte</p>
        <h1 className="text-2xl font-bold text-primary">{event.title}</h1>
        <p className="text-sm text-muted-foreground">
          {formatDate(event.startsAt)}, {formatTime(event.startsAt)} · {event.location}
        </p>
      </header>

      <p
        className="rounded-xl bg-primary p-4 text-center text-2xl font-bold text-primary-foreground"
        aria-live="polite"
      >
        {arrivalCount(board.arrived + pendingPlaces, board.registered)}
      </p>

      {queue.length > 0 || offline ? (
        <p role="status" className="rounded-lg border-2 border-gold bg-white p-3 font-semibold">
          {queue.length > 0
            ? pendingText(queue.length, offline)
            : "Hors ligne : les pointages seront envoyés au retour du réseau."}
        </p>
      ) : null}
      {blocked ? (
        <p role="alert" className="rounded-lg border-2 border-destructive bg-white p-3">
          {blocked}
        </p>
      ) : null}

      <div role="status" aria-live="polite" className="grid gap-2">
        {shownAnswers.map((answer, index) => (
          <AnswerLine key={"key" in answer ? String(answer.key) : index} answer={answer} />
        ))}
      </div>

      <section aria-labelledby="titre-billet" className="grid gap-3 rounded-xl bg-card p-4">
        <h2 id="titre-billet" className="text-lg font-semibold text-primary">
          Billet
        </h2>
        {hydrated ? <QrScanner onCode={enterCode} /> : null}
        <form method="post" className="grid gap-2" onSubmit={onCodeSubmit}>
          <label htmlFor="code-billet" className="font-medium">
            Code du billet (scanné ou tapé)
          </label>
          <div className="flex gap-2">
            <Input
              ref={codeRef}
              id="code-billet"
              name="code"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-describedby="aide-code"
              aria-invalid={typingProblem ? true : undefined}
              className="h-12"
            />
            <Button type="submit" size="lg">
              Pointer
            </Button>
          </div>
          <p id="aide-code" className="text-sm text-muted-foreground">
            Le code imprimé sous le code QR du courriel, ou la référence INS-….
          </p>
          {typingProblem ? (
            <p role="alert" className="text-sm text-destructive">
              {typingProblem}
            </p>
          ) : null}
        </form>
      </section>

      <section aria-labelledby="titre-noms" className="grid gap-3 rounded-xl bg-card p-4">
        <h2 id="titre-noms" className="text-lg font-semibold text-primary">
          Par nom
        </h2>
        <CheckinList
          rows={board.rows}
          query={query}
          onQuery={setQuery}
          queuedIds={queuedIds}
          onCheckIn={hydrated ? (registrationId) => submit({ registrationId }) : undefined}
        />
      </section>
    </div>
  );
}
