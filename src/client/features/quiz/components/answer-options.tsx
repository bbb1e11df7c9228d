import { type KeyboardEvent, useRef } from 'react';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { cn } from '@/lib/cn';
import { hasShortOptions } from '../lib/quiz-progress';

const LETTERS = 'ABCDEFGHIJ';

interface AnswerOptionsProps {
  options: string[];
  selected: number | undefined;
  disabled: boolean;
  labelledBy: string;
  /** `advance` is false when the choice came from arrow keys, which also move between options. */
  onChoose(option: number, advance: boolean): void;
}

/**
 * The options as a radio group. Arrow keys select as they move (standard radio behaviour), so a choice made that
 * way is saved but does not jump to the next question; a click, a tap or Space does.
 */
export function AnswerOptions({ options, selected, disabled, labelledBy, onChoose }: AnswerOptionsProps) {
  const arrowKeyDown = useRef(false);
  const short = hasShortOptions(options);
  const trackArrows = (event: KeyboardEvent) => {
    arrowKeyDown.current = event.key.startsWith('Arrow');
  };

  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={selected === undefined ? '' : String(selected)}
      onValueChange={(value) => onChoose(Number(value), !arrowKeyDown.current)}
      onKeyDownCapture={trackArrows}
      onKeyUp={() => (arrowKeyDown.current = false)}
      onPointerDown={() => (arrowKeyDown.current = false)}
      disabled={disabled}
      className={cn('mt-6', short ? 'grid-cols-5 gap-2 sm:gap-3' : 'grid-cols-1')}
    >
      {options.map((option, index) => (
        <RadioCard
          key={index}
          value={String(index)}
          // Picking the option that is already chosen still moves on, as the visitor expects.
          onClick={() => index === selected && onChoose(index, true)}
          className={cn('group disabled:cursor-not-allowed disabled:opacity-60', short && 'justify-center px-2 text-lg font-bold')}
        >
          {!short && (
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full border-2 border-gray-300 text-sm font-bold text-muted group-data-[state=checked]:border-brand-700 group-data-[state=checked]:bg-brand-700 group-data-[state=checked]:text-white"
            >
              {LETTERS[index]}
            </span>
          )}
          <span>{option}</span>
        </RadioCard>
      ))}
    </RadioGroup>
  );
}
