/**
 * The door page's live state in the browser: the board (counts, who came), the check-ins waiting
 * to be sent, whether the network is there, and the last answers. Check-ins are queued first and
 * sent in order (queue.ts); the board is fetched again every little while so the count follows
 * the other volunteers. Without JavaScript none of this runs: the page's forms post as usual.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { CheckinAnswer, CheckinBoard } from "~/domain/registrations/checkin";
import {
  newCheckin,
  NO_CHECKINS,
  readQueue,
  sendCheckin,
  subscribeQueue,
  writeQueue,
  type QueuedCheckin,
} from "./queue";

/** How often the queue is tried again while it waits, and the board fetched when it is empty. */
const RETRY_MS = 10_000;
const REFRESH_MS = 20_000;
const ANSWERS_KEPT = 3;

export interface ShownAnswer extends CheckinAnswer {
  key: string;
}

export function useCheckinQueue(initial: CheckinBoard, url: string) {
  const eventId = initial.event.id;
  const [board, setBoard] = useState(initial);
  const [loaded, setLoaded] = useState(initial);
  const queue = useSyncExternalStore(
    subscribeQueue,
    () => readQueue(eventId),
    () => NO_CHECKINS,
  );
  const [offline, setOffline] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [answers, setAnswers] = useState<ShownAnswer[]>([]);
  const sending = useRef(false);

  // The loader's data wins when it comes again (a form sent without the script, a navigation).
  if (loaded !== initial) {
    setLoaded(initial);
    setBoard(initial);
  }

  const apply = useCallback((answer: CheckinAnswer, item: QueuedCheckin) => {
    setAnswers((shown) => [{ ...answer, key: item.clientId }, ...shown].slice(0, ANSWERS_KEPT));
    setBoard((was) => ({
      ...was,
      ...(answer.counts ?? {}),
      rows: was.rows.map((row) =>
        answer.ok && row.id === answer.registrationId && !row.checkedInAt
          ? { ...row, checkedInAt: answer.checkedInAt ?? new Date().toISOString() }
          : row,
      ),
    }));
  }, []);

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (let pending = readQueue(eventId); pending.length > 0; pending = readQueue(eventId)) {
        const item = pending[0]!;
        const result = await sendCheckin(url, item);
        if (result.kind === "offline") return setOffline(true);
        if (result.kind === "blocked") return setBlocked(result.message);
        setOffline(false);
        setBlocked(null);
        const rest = readQueue(eventId).filter((other) => other.clientId !== item.clientId);
        writeQueue(eventId, rest);
        apply(result.answer, item);
      }
    } finally {
      sending.current = false;
    }
  }, [apply, eventId, url]);

  const refresh = useCallback(async () => {
    if (sending.current || readQueue(eventId).length > 0) return;
    try {
      const response = await fetch(url, {
        redirect: "manual",
        headers: { Accept: "application/json" },
      });
      if (!response.ok) return;
      setBoard((await response.json()) as CheckinBoard);
      setOffline(false);
    } catch {
      setOffline(true);
    }
  }, [eventId, url]);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener("online", online);
    const retry = setInterval(() => void flush(), RETRY_MS);
    const again = setInterval(() => void refresh(), REFRESH_MS);
    return () => {
      window.removeEventListener("online", online);
      clearInterval(retry);
      clearInterval(again);
    };
  }, [eventId, flush, refresh]);

  const submit = useCallback(
    (entry: { code: string } | { registrationId: number }) => {
      const item = newCheckin(entry);
      const next = [...readQueue(eventId), item];
      writeQueue(eventId, next);
      void flush();
    },
    [eventId, flush],
  );

  return { board, queue, offline, blocked, answers, submit };
}
