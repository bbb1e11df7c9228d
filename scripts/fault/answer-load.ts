import type http from 'node:http';
import { errorCode, onReusedSocket, request } from '../lib/http';
import type { Visitor } from '../lib/quiz-client';
import { sleep } from '../lib/proc';

/** One answer save and what became of it. Times are performance.now(). */
export interface Sent {
  key: string;
  attemptId: string;
  questionId: string;
  option: number;
  sentAt: number;
  doneAt?: number;
  status?: number;
  /** Network error code (ECONNRESET, ECONNREFUSED, TIMEOUT...) when no response arrived. */
  error?: string;
  /** Sent over a kept-alive socket that had carried an earlier request. */
  reused?: boolean;
  /** The response said `Connection: close`. */
  closing?: boolean;
}

export const isOk = (s: Sent) => s.status !== undefined && s.status >= 200 && s.status < 300;

export interface LoadOptions {
  baseUrl: string;
  visitors: Visitor[];
  workers: number;
  /** The load stops starting requests once this returns true (checked before each request). */
  stop: () => boolean;
  agent?: http.Agent;
  timeoutMs?: number;
  /** Pause after a failed request, as a real client would back off. */
  failurePauseMs?: number;
}

/**
 * Answer saves from many visitors. Each worker owns a disjoint set of visitors and walks their (attempt, question)
 * pairs one request at a time, so there is never more than one request in flight per pair (nor per attempt), and
 * every pair's requests are ordered. Each new request for a pair picks a different option than the previous one.
 */
export class AnswerLoad {
  readonly all: Sent[] = [];
  readonly inFlight = new Set<Sent>();

  constructor(private readonly options: LoadOptions) {}

  async run(): Promise<void> {
    const { workers, visitors } = this.options;
    await Promise.all(Array.from({ length: workers }, (_, w) => this.worker(visitors.filter((_, i) => i % workers === w))));
  }

  private async worker(owned: Visitor[]): Promise<void> {
    const pairs = owned.flatMap((v) => v.questions.map((q) => ({ v, q, next: 0 })));
    if (pairs.length === 0) return;
    const { baseUrl, stop, agent, timeoutMs = 10_000, failurePauseMs = 100 } = this.options;
    for (let k = 0; !stop(); k++) {
      const pair = pairs[k % pairs.length]!;
      const option = pair.next++ % pair.q.optionCount;
      const sent: Sent = {
        key: `${pair.v.attemptId}/${pair.q.id}`,
        attemptId: pair.v.attemptId,
        questionId: pair.q.id,
        option,
        sentAt: performance.now(),
      };
      this.all.push(sent);
      this.inFlight.add(sent);
      try {
        const res = await request(`${baseUrl}/api/quiz/attempts/${pair.v.attemptId}/answers/${pair.q.id}`, {
          method: 'PUT',
          headers: { cookie: pair.v.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ option }),
          agent,
          timeoutMs,
        });
        sent.status = res.status;
        sent.reused = res.reusedSocket;
        sent.closing = res.headers.connection?.toLowerCase() === 'close';
      } catch (err) {
        sent.error = errorCode(err);
        sent.reused = onReusedSocket(err);
      }
      sent.doneAt = performance.now();
      this.inFlight.delete(sent);
      if (!isOk(sent)) await sleep(failurePauseMs);
    }
  }
}

/** Counts outcomes: "200", "503", "ECONNRESET"... */
export function tally(list: Sent[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of list) {
    const k = s.status !== undefined ? String(s.status) : (s.error ?? 'pending');
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts;
}

export const describeTally = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `${k}×${n}`)
    .join(' ') || '-';
