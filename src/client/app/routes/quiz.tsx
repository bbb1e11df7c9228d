import { QuizPage } from '@/features/quiz';

export default function Route() {
  return <QuizPage />;
}
