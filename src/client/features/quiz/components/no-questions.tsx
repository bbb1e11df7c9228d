import { FileQuestionMark, House } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { QuizStatus } from './quiz-status';

/** Spec §8: shown when the server has no active test. */
export function NoQuestions() {
  const navigate = useNavigate();
  return (
    <QuizStatus title="No Questions Available" icon={<FileQuestionMark />}>
      <p className="mt-2 text-muted">There are no active tests at the moment.</p>
      <Button className="mt-6" onClick={() => void navigate(paths.home)}>
        <House aria-hidden="true" />
        Go Home
      </Button>
    </QuizStatus>
  );
}
