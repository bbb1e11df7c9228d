import { FlaskConical } from 'lucide-react';

/** Always on the sandbox's pages (PRODUCT.md "Payments"): nobody should mistake it for a real payment. */
export function TestModeBanner() {
  return (
    <div role="note" className="flex items-start gap-2 border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <strong>Test mode</strong> — this is the built-in payment sandbox; no real money moves. Use card{' '}
        <span className="whitespace-nowrap font-mono">4242 4242 4242 4242</span>.
      </p>
    </div>
  );
}
