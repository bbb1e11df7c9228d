import { ClosingCall } from './closing-call';
import { HeroSection } from './hero-section';
import { HowItWorks } from './how-it-works';
import { WhyChoose } from './why-choose';

/** Route `/` (spec §2). Prerendered: its first render uses no browser API and no data, only neutral copy. */
export function LandingPage() {
  return (
    <>
      <title>Official IQ Test Online</title>
      <HeroSection />
      <HowItWorks />
      <WhyChoose />
      <ClosingCall />
    </>
  );
}
