import { CircleCheck, CircleX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { StatusMessage } from '@/components/status-message';
import { ApiError, userMessage } from '@/lib/api-error';
import { useSandboxSession } from '../api/sandbox-session-api';
import { OrderSummary } from './order-summary';
import { SandboxPayForm } from './sandbox-pay-form';
import { TestModeBanner } from './test-mode-banner';

/** Route `/sandbox/checkout?session_id=…`: the sandbox's stand-in for Stripe's hosted checkout page. */
export function SandboxCheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const query = useSandboxSession(sessionId);

  return (
    <>
      <title>Test checkout</title>
      <TestModeBanner />
      <SessionContent sessionId={sessionId} query={query} />
    </>
  );
}

function SessionContent({ sessionId, query }: { sessionId: string; query: ReturnType<typeof useSandboxSession> }) {
  if (!sessionId) return <Unavailable title="No checkout session" text="This link does not name a checkout session." />;
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.code === 'NOT_FOUND';
    return missing ? (
      <Unavailable title="Checkout not found" text="This checkout session does not exist. Please start again from the site." />
    ) : (
      <Unavailable title="Checkout unavailable" text={userMessage(query.error)} />
    );
  }
  const session = query.data;
  if (session.status === 'complete') {
    return (
      <StatusMessage title="Already paid" icon={<CircleCheck />}>
        <p className="mt-2 text-muted">This checkout session has been paid. You can close this tab.</p>
      </StatusMessage>
    );
  }
  if (session.status === 'expired') {
    return <Unavailable title="Checkout expired" text="This checkout session has expired. Please start again from the site." />;
  }
  return (
    <main className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-8 md:grid-cols-2 md:gap-12 md:py-12">
      <div className="space-y-6">
        <h1 className="text-2xl font-bold text-ink">Checkout</h1>
        <OrderSummary session={session} />
      </div>
      <div className="space-y-4">
        <SandboxPayForm session={session} />
        <a href={session.cancelUrl} className="block text-center text-sm text-muted underline underline-offset-4 hover:text-ink">
          Cancel and return
        </a>
      </div>
    </main>
  );
}

function Unavailable({ title, text }: { title: string; text: string }) {
  return (
    <StatusMessage title={title} icon={<CircleX />}>
      <p className="mt-2 text-muted">{text}</p>
    </StatusMessage>
  );
}
