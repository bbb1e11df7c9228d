import { FileQuestionMark, House } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { StatusMessage, type StatusMessageProps } from './status-message';

interface NoActiveTestProps {
  /** What frames the message: by default a plain page message; the quiz passes its own, under its header. */
  frame?: ComponentType<Pick<StatusMessageProps, 'title' | 'icon' | 'children'>>;
}

/** Spec §8 "No questions": shown when the server has no active test to serve. */
export function NoActiveTest({ frame: Frame = StatusMessage }: NoActiveTestProps) {
  return (
    <Frame title="No Questions Available" icon={<FileQuestionMark />}>
      <p className="mt-2 text-muted">There are no active tests at the moment.</p>
      <Button asChild className="mt-6">
        <Link to={paths.home}>
          <House aria-hidden="true" />
          Go Home
        </Link>
      </Button>
    </Frame>
  );
}
