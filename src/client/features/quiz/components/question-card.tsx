import type { PublicQuestion } from '@shared/schemas/quiz';
import { CloudOff } from 'lucide-react';
import type { Ref } from 'react';
import { AnswerOptions } from './answer-options';
import { QuestionImages } from './question-images';

const PROMPT_ID = 'quiz-question-prompt';

interface QuestionCardProps {
  question: PublicQuestion;
  number: number;
  total: number;
  selected: number | undefined;
  unsaved: boolean;
  disabled: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onChoose(option: number, advance: boolean): void;
}

/** One question: its number, its prompt as the page heading, its images and its options. */
export function QuestionCard({ question, number, total, selected, unsaved, disabled, headingRef, onChoose }: QuestionCardProps) {
  return (
    <section aria-labelledby={PROMPT_ID}>
      <h1 ref={headingRef} tabIndex={-1} className="focus:outline-none">
        <span className="block text-sm font-semibold uppercase tracking-wide text-brand-700">
          Question {number} of {total}
        </span>
        <span id={PROMPT_ID} className="mt-2 block text-xl font-bold leading-snug text-ink sm:text-2xl">
          {question.prompt}
        </span>
      </h1>
      <QuestionImages question={question} />
      <AnswerOptions
        options={question.options}
        selected={selected}
        disabled={disabled}
        labelledBy={PROMPT_ID}
        onChoose={onChoose}
      />
      {unsaved && (
        <p className="mt-3 flex items-center gap-2 text-sm text-amber-800">
          <CloudOff className="size-4 shrink-0" aria-hidden="true" />
          Not saved yet. We will try again when you move on.
        </p>
      )}
    </section>
  );
}
