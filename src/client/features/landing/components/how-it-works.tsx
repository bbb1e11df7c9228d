import { ClipboardCheck, FileText, Mail } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { minutesFromSeconds, useTestSummary } from '@/features/stats';
import type { TestSummary } from '@shared/schemas/quiz';

interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
}

function stepsFor(summary: TestSummary | undefined): Step[] {
  const takeTest = summary
    ? `Answer ${summary.questionCount} questions of growing difficulty within ${minutesFromSeconds(summary.timeLimitSeconds)} minutes. Skip any question and come back to it.`
    : 'Answer a timed set of questions of growing difficulty. Skip any question and come back to it.';
  return [
    { icon: ClipboardCheck, title: 'Take the test', text: takeTest },
    { icon: Mail, title: 'Tell us where to send it', text: 'Your answers are scored as soon as you finish. Leave your e-mail so your results reach you.' },
    { icon: FileText, title: 'Get your results', text: 'Unlock your IQ score, your personal certificate and a report on your strengths.' },
  ];
}

export function HowItWorks() {
  const steps = stepsFor(useTestSummary().data);
  return (
    <section id="how-it-works" tabIndex={-1} aria-labelledby="how-it-works-heading" className="scroll-mt-20 bg-gray-50 py-16 outline-none sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="how-it-works-heading" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          How it works
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted">Three steps from the first question to your results.</p>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="relative flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold uppercase tracking-wide text-brand-700">Step {i + 1}</span>
              </div>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-muted">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
