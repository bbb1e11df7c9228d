const STEPS = [
  'Confirm your e-mail address, so your results reach you.',
  'Choose any extra packs and reports you want.',
  'See your score, your certificate and your full report.',
] as const;

/** Spec §2: the 'What's Next' list after a trial payment. */
export function WhatsNext() {
  return (
    <section aria-labelledby="whats-next-heading" className="mt-6 w-full text-left">
      <h2 id="whats-next-heading" className="text-lg font-bold">
        What&apos;s Next
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-muted">
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
