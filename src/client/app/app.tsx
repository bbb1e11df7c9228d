import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { PageLoading } from '@/components/layout/page-loading';
import { SiteLayout } from '@/components/layout/site-layout';
import { ErrorBoundary } from '@/components/error-boundary';
import { SiteNavigation } from '@/features/navigation';
import { ReferralCapture } from '@/features/referrals';
import { appRoutes, notFoundRoute } from './routes';

/** The app inside its router (BrowserRouter in the browser, StaticRouter when prerendering). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ReferralCapture />
      <SiteLayout navigation={<SiteNavigation />}>
        <ErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Routes>
              {appRoutes.map(({ path, route }) => (
                <Route key={path} path={path} element={<route.Component />} />
              ))}
              <Route path="*" element={<notFoundRoute.Component />} />
            </Routes>
          </Suspense>
        </ErrorBoundary>
      </SiteLayout>
      {/* Below the sticky header (4rem), so a message never hides the navigation or the sign-out button. */}
      <Toaster position="top-center" richColors closeButton duration={5000} offset={{ top: 76 }} mobileOffset={{ top: 72 }} />
    </QueryClientProvider>
  );
}
