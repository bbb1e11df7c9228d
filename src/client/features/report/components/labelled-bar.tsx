import { useId } from 'react';
import { Progress } from '@/components/ui/progress';

interface LabelledBarProps {
  label: string;
  /** What the bar stands for in words: 'Fast', '4 of 6 correct'. */
  valueText: string;
  percent: number;
}

/** A progress bar with its name and its value in words, both for the eye and for assistive technology. */
export function LabelledBar({ label, valueText, percent }: LabelledBarProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={id} className="font-medium">
          {label}
        </span>
        <span className="font-semibold text-brand-800">{valueText}</span>
      </div>
      <Progress value={percent} aria-labelledby={id} aria-valuetext={`${valueText} (${percent}%)`} />
    </div>
  );
}
