import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function ClosingCall() {
  return (
    <section aria-labelledby="closing-heading" className="px-4 pb-16 sm:pb-20">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 rounded-3xl bg-linear-to-br from-brand-800 to-indigo-800 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <h2 id="closing-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Ready to find out your IQ?
        </h2>
        <p className="max-w-xl text-brand-100">Read the short instructions first: the timer starts only when the quiz begins.</p>
        <Button asChild size="lg" className="bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white">
          <Link to={paths.start}>
            Start the IQ Test
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
