import type { ResultSummary } from '@shared/schemas/results';

export interface ResultChoice {
  selected: ResultSummary | null;
  /** The requested id is not (or no longer) one of the user's results: the newest was chosen instead. */
  stale: boolean;
}

/**
 * Which result the report shows: the one the URL asks for (?result=, as /profile/tests links), else the newest the
 * user may read, else the newest (which then says how to unlock it). `gone` holds ids the server answered 404 for
 * while the list still named them. `results` are newest first.
 */
export function chooseResult(results: readonly ResultSummary[], requested: string | null, gone: readonly string[] = []): ResultChoice {
  const available = results.filter((r) => !gone.includes(r.id));
  const asked = requested ? available.find((r) => r.id === requested) : undefined;
  if (asked) return { selected: asked, stale: false };
  const fallback = available.find((r) => r.unlocked) ?? available[0] ?? null;
  return { selected: fallback, stale: requested !== null };
}
