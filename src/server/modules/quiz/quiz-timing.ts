/** How long a test runs, honouring the test-only override. */
export function durationSeconds(timeLimitMinutes: number, overrideSeconds?: number): number {
  return overrideSeconds ?? timeLimitMinutes * 60;
}

export function remainingSeconds(deadlineAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((deadlineAt.getTime() - now.getTime()) / 1000));
}

/** True once the deadline and its grace have both passed: the server stops taking answers and scores what it has. */
export function isPastGrace(deadlineAt: Date, now: Date, graceSeconds: number): boolean {
  return now.getTime() > deadlineAt.getTime() + graceSeconds * 1000;
}

/** Seconds spent on the attempt, never more than the time allowed. */
export function timeTakenSeconds(startedAt: Date, deadlineAt: Date, finishedAt: Date): number {
  const end = Math.min(finishedAt.getTime(), deadlineAt.getTime());
  return Math.max(0, Math.round((end - startedAt.getTime()) / 1000));
}

export function formatMinutesSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
