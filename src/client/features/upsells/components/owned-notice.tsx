import { ArrowRight, CircleCheckBig } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** In place of the pay button when the user has this already: nothing to buy, on to the next step. */
export function OwnedNotice({ next }: { next: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center justify-center gap-2 font-semibold text-emerald-800">
        <CircleCheckBig className="size-5" aria-hidden="true" />
        Already in your account
      </p>
      <Button asChild size="lg" className="w-full">
        <Link to={next}>
          Continue
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
