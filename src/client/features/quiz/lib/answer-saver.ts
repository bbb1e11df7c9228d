/** How a failed save is handled: the attempt is over (or lost), the server refused this choice for good, or try again. */
export type SaveFailure = 'closed' | 'rejected' | 'transient';

export interface AnswerSaverOptions {
  save(questionId: string, option: number): Promise<unknown>;
  classify(error: unknown): SaveFailure;
  wait(ms: number): Promise<void>;
  /** The server now holds the visitor's latest choice for this question. */
  onSaved(questionId: string): void;
  /** Saving failed, also after the automatic retry; the choice stays local until retryUnsaved() or flush(). */
  onUnsaved(questionId: string, error: unknown): void;
  /** The server refused the choice (unknown question or option); `restored` is the last choice it accepted. */
  onRejected(questionId: string, restored: number | undefined, error: unknown): void;
  /** The attempt was submitted elsewhere, its time ran out or the server no longer finds it; no more saves are sent. */
  onClosed(error: unknown): void;
}

export const RETRY_DELAY_MS = 1000;

/**
 * Keeps the server's copy of the answers in step with the visitor's choices: one save in flight per question,
 * always the newest choice, one automatic retry after a network or server failure, and nothing sent after the
 * attempt is closed. Saves of different questions run side by side.
 */
export function createAnswerSaver(initial: Readonly<Record<string, number>>, options: AnswerSaverOptions) {
  const confirmed = new Map(Object.entries(initial));
  const pending = new Map<string, number>();
  const running = new Map<string, Promise<void>>();
  let closed = false;

  async function run(questionId: string, retries: number): Promise<void> {
    let retriesLeft = retries;
    for (;;) {
      const option = pending.get(questionId);
      if (option === undefined || closed) return;
      try {
        await options.save(questionId, option);
        confirmed.set(questionId, option);
        if (pending.get(questionId) === option) {
          pending.delete(questionId);
          options.onSaved(questionId);
          return;
        }
        continue; // A newer choice arrived while this one was on its way.
      } catch (error) {
        const failure = options.classify(error);
        if (failure === 'closed') {
          if (!closed) options.onClosed(error);
          closed = true;
          return;
        }
        if (pending.get(questionId) !== option) continue;
        if (failure === 'rejected') {
          pending.delete(questionId);
          options.onRejected(questionId, confirmed.get(questionId), error);
          return;
        }
        if (retriesLeft <= 0) {
          options.onUnsaved(questionId, error);
          return;
        }
        retriesLeft -= 1;
        await options.wait(RETRY_DELAY_MS);
      }
    }
  }

  function push(questionId: string, retries: number): Promise<void> {
    const current = running.get(questionId);
    if (current) return current; // It sends the newest choice before it ends.
    const next = run(questionId, retries).finally(() => running.delete(questionId));
    running.set(questionId, next);
    return next;
  }

  return {
    /** Records a choice and saves it, retrying once on a transient failure. */
    choose(questionId: string, option: number): Promise<void> {
      if (closed) return Promise.resolve();
      pending.set(questionId, option);
      return push(questionId, 1);
    },
    /** Sends every choice the server does not have yet (called when the visitor moves on). */
    retryUnsaved(): void {
      for (const questionId of pending.keys()) void push(questionId, 0);
    },
    /** Waits until every choice has been sent once more, whatever the outcome; used before submitting. */
    async flush(): Promise<void> {
      const ids = new Set([...pending.keys(), ...running.keys()]);
      await Promise.allSettled([...ids].map((id) => push(id, 0)));
    },
    /** The visitor's answers as they see them: the saved ones overlaid with those still on their way. */
    snapshot(): Record<string, number> {
      return Object.fromEntries([...confirmed, ...pending]);
    },
    isClosed(): boolean {
      return closed;
    },
  };
}

export type AnswerSaver = ReturnType<typeof createAnswerSaver>;
