/**
 * The quiz deadline on the browser's own clock. The server's deadline is converted with the skew between the
 * server's clock (serverNow) and the browser's clock when the answer arrived, so a wrong device clock does not
 * change how much time the visitor sees.
 */
export function localDeadlineMs(attempt: { deadlineAt: string; serverNow: string }, receivedAtMs: number): number {
  const skewMs = Date.parse(attempt.serverNow) - receivedAtMs;
  return Date.parse(attempt.deadlineAt) - skewMs;
}

/** Whole seconds left until a local deadline; never negative. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** A countdown as mm:ss (minutes keep counting past 59 rather than wrapping into hours). */
export function formatClock(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Under this many seconds left the quiz warns that time is running out (spec §9). */
export const WARNING_SECONDS = 300;
