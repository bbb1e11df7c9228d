import { pagerPages } from '../lib/pager-pages';
import { type PageAnswerState, PagerPageButton } from './pager-page-button';

const NOTE_IDS = { answered: 'quiz-pager-note-answered', unsaved: 'quiz-pager-note-unsaved' };

interface PagerPageListProps {
  current: number;
  total: number;
  answerState(page: number): PageAnswerState;
  onSelect(page: number): void;
}

/** The numbered pages: first, last and the current one's neighbours, with answered questions ticked. */
export function PagerPageList({ current, total, answerState, onSelect }: PagerPageListProps) {
  return (
    <>
      <span id={NOTE_IDS.answered} hidden>
        Answered
      </span>
      <span id={NOTE_IDS.unsaved} hidden>
        Answered, not saved yet
      </span>
      <ul className="mt-4 flex flex-wrap items-center justify-center gap-1.5">
        {pagerPages(current, total).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="w-5 text-center text-muted">
              …
            </li>
          ) : (
            <li key={item.page}>
              <PagerPageButton
                page={item.page}
                current={item.page === current}
                answer={answerState(item.page)}
                noteIds={NOTE_IDS}
                onSelect={onSelect}
              />
            </li>
          ),
        )}
      </ul>
    </>
  );
}
