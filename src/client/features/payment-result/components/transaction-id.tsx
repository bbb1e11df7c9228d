/** Spec §2: the Transaction ID is the session_id the page was opened with. */
export function TransactionId({ sessionId }: { sessionId: string }) {
  return (
    <p className="mt-6 text-sm text-muted">
      Transaction ID: <span className="font-mono break-all text-ink">{sessionId}</span>
    </p>
  );
}
