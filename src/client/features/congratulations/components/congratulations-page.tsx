import { Home, LayoutDashboard, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ResultUnavailable, ResultsLoadError, ScoreHighlight, useLatestResult } from '@/features/results';
import { ProgressTracker } from '@/features/upsells';
import { useConfetti } from '../hooks/use-confetti';
import { CertificateSection } from './certificate-section';
import { ExploreNav } from './explore-nav';
import { OwnedList } from './owned-list';
import { ReferralLinkBox } from './referral-link-box';
import { SocialLinks } from './social-links';

const TITLE = 'Congratulations | Official IQ Test Online';

/**
 * Route `/congratulations` (signed in): the end of the purchase funnel. The latest result's real score and its
 * certificate when unlocked; otherwise the honest way to get them. Then sharing, the referral link and what the user owns.
 */
export function CongratulationsPage() {
  const latest = useLatestResult();
  const result = latest.data?.result ?? null;
  const score = result?.unlocked ? result.iqScore : null;
  useConfetti(score !== null);

  if (latest.isPending) return <PageLoading />;
  if (latest.isError) return <ResultsLoadError error={latest.error} retry={() => void latest.refetch()} documentTitle={TITLE} />;

  const { holderName } = latest.data;
  return (
    <div className="bg-linear-to-b from-brand-50 to-white">
      <title>{TITLE}</title>
      <div className="mx-auto flex max-w-2xl flex-col gap-8 px-4 py-8 sm:py-12">
        <ExploreNav />
        <ProgressTracker current={2} />
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <PartyPopper className="size-9" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance break-words sm:text-4xl">Congratulations, {holderName}!</h1>
          {result && score !== null ? <p className="text-lg text-muted">You completed the {result.testTitle}. Here is your result.</p> : null}
        </div>

        {result && score !== null ? (
          <>
            <Card className="p-6 sm:p-8">
              <h2 className="sr-only">Your IQ score</h2>
              <ScoreHighlight result={result} score={score} />
            </Card>
            <CertificateSection resultId={result.id} />
          </>
        ) : (
          <ResultUnavailable reason={result ? 'locked' : 'none'} />
        )}

        <Card className="flex flex-col gap-4 p-6">
          <h2 className="text-lg font-semibold">Invite your friends</h2>
          <p className="text-muted">Send your link to a friend: we count every friend who takes the test and pays through it.</p>
          <ReferralLinkBox />
        </Card>

        <Card className="flex flex-col gap-4 p-6">
          <h2 id="owned-heading" className="text-lg font-semibold">
            What you own
          </h2>
          <OwnedList labelledBy="owned-heading" />
        </Card>

        <SocialLinks />

        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild size="lg">
            <Link to={paths.profile}>
              <LayoutDashboard aria-hidden="true" />
              Go to my dashboard
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.home}>
              <Home aria-hidden="true" />
              Back to home
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
