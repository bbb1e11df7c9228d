import { Award, Smartphone, SkipForward, TrendingUp, UserRoundCheck, Zap } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const REASONS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Zap, title: 'Scored instantly', text: 'Your answers are scored the moment you submit, weighted by the kind of reasoning each question measures.' },
  { icon: TrendingUp, title: 'Growing difficulty', text: 'Questions start easy and get harder as you go, mixing different kinds of reasoning.' },
  { icon: SkipForward, title: 'Skip and come back', text: 'Stuck on a question? Move on and return to it later; your earlier choices stay selected.' },
  { icon: Smartphone, title: 'Works on your phone', text: 'Take the test on any phone, tablet or computer. A reload picks up where you left off.' },
  { icon: UserRoundCheck, title: 'No account to start', text: 'Start right away. An e-mail address is only needed to send you your results.' },
  { icon: Award, title: 'Personal certificate', text: 'Your results come with a certificate carrying your name, score and a unique certificate id.' },
];

export function WhyChoose() {
  return (
    <section aria-labelledby="why-choose-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="why-choose-heading" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          Why choose our IQ test
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full transition-shadow hover:shadow-md">
                <CardHeader className="flex-row items-center gap-3">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <CardTitle>{title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-muted">{text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
