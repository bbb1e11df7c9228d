import { ArrowRight, ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { HeroFacts } from './hero-facts';
import { HeroIntro } from './hero-intro';
import { LatestResults } from './latest-results';
import { ScrollLink } from './scroll-link';

export function HeroSection() {
  return (
    <section className="relative overflow-hidden bg-linear-to-br from-brand-900 via-brand-800 to-indigo-800 text-white">
      <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-brand-500/30 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-24 size-96 rounded-full bg-indigo-500/20 blur-3xl" />
      <div className="relative mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:gap-16 lg:py-24">
        <div className="flex flex-col gap-6">
          <p className="w-fit rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/20">
            No account needed to start
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">Official IQ Test Online</h1>
          <p className="max-w-xl text-lg text-brand-100 sm:text-xl">
            <HeroIntro />
          </p>
          <HeroFacts />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button asChild size="lg" className="bg-white text-brand-800 shadow-lg hover:bg-brand-50 focus-visible:outline-white">
              <Link to={paths.start}>
                Start the IQ Test
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <ScrollLink
              targetId="how-it-works"
              className="inline-flex min-h-11 items-center justify-center gap-1 rounded-lg px-4 font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-white"
            >
              How it works
              <ChevronDown className="size-4" aria-hidden="true" />
            </ScrollLink>
          </div>
        </div>
        <LatestResults />
      </div>
    </section>
  );
}
