/** Member-area §2: what a protected page shows while the session is read. */
export function SessionLoading() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3" role="status" aria-live="polite">
      <div className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden="true" />
      <p className="text-sm text-muted">Loading...</p>
    </div>
  );
}
