import { isRoutedPath } from '@shared/app-paths';
import { paths } from '@/config/paths';

/** The tests catalogue once it exists (a later issue); until then the IQ test's start page. */
export function takeTestPath(): string {
  return isRoutedPath('/tests') ? '/tests' : paths.start;
}
