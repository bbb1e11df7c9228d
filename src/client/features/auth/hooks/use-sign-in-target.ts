import { useSearchParams } from 'react-router';
import { safeRedirect } from '@/features/session';

/** The page to go to after signing in: the remembered one (`?redirect=`, same site only), else `fallback`. */
export function useSignInTarget(fallback: string): string {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirect')) ?? fallback;
}
