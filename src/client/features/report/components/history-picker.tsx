import { useId } from 'react';
import type { ResultSummary } from '@shared/schemas/results';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { formatTestDate } from '../lib/report-format';

/** One result as the picker names it: the test, its date and the score, or that it is locked. */
export function historyOptionLabel(result: ResultSummary): string {
  const when = formatTestDate(result.completedAt);
  return result.unlocked && result.iqScore !== null
    ? `${result.testTitle}, ${when}: IQ ${result.iqScore}`
    : `${result.testTitle}, ${when}: locked (unlocks with the trial)`;
}

interface HistoryPickerProps {
  results: readonly ResultSummary[];
  selectedId: string;
  onSelect: (id: string) => void;
}

/** The history picker (spec §2): the platform's select, the best-behaved choice on phones and with a keyboard. */
export function HistoryPicker({ results, selectedId, onSelect }: HistoryPickerProps) {
  const id = useId();
  return (
    <div className="flex w-full flex-col gap-1.5 sm:max-w-sm">
      <Label htmlFor={id}>Test history</Label>
      <NativeSelect id={id} value={selectedId} onChange={(event) => onSelect(event.target.value)}>
        {results.map((result) => (
          <option key={result.id} value={result.id}>
            {historyOptionLabel(result)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
