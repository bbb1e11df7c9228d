import { Brain, FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { StatusMessage } from '@/components/status-message';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { REPORT_DOCUMENT_TITLE } from '../lib/document-title';

/** Spec §2's empty state: nothing to report until the user has taken the test. */
export function NoResults() {
  return (
    <StatusMessage title="No Test Results Found" icon={<FileQuestion />} documentTitle={REPORT_DOCUMENT_TITLE}>
      <p className="mt-3 text-muted">Your report appears here once you have taken the IQ test.</p>
      <Button asChild size="lg" className="mt-6">
        <Link to={paths.start}>
          <Brain aria-hidden="true" />
          Take IQ Test
        </Link>
      </Button>
    </StatusMessage>
  );
}
