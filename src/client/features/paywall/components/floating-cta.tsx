import { Award } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { scrollToPromoSection } from '../lib/scroll-to-promo';

/** The floating 'Get My IQ Certificate Now!' button (spec §2): always in reach, it scrolls to the pay section. */
export function FloatingCta() {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-20 flex justify-center p-3">
      <Button size="lg" className="pointer-events-auto w-full max-w-md bg-green-700 shadow-lg hover:bg-green-800" onClick={scrollToPromoSection}>
        <Award aria-hidden="true" />
        Get My IQ Certificate Now!
      </Button>
    </div>
  );
}
