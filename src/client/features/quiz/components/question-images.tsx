import type { PublicQuestion } from '@shared/schemas/quiz';
import { svgDataUrl } from '../lib/quiz-progress';

/**
 * The picture items' images. They arrive as SVG markup and are shown through <img> data URLs, so nothing in
 * them can run as page script.
 */
export function QuestionImages({ question }: { question: PublicQuestion }) {
  const { sequenceImage, optionsImage, imageAlt } = question;
  if (!sequenceImage && !optionsImage) return null;
  return (
    <div className="mt-5 flex flex-col gap-3">
      {sequenceImage && (
        <img
          src={svgDataUrl(sequenceImage)}
          alt={imageAlt ?? 'The sequence to complete'}
          className="mx-auto h-auto max-h-72 w-full max-w-xl rounded-xl border border-gray-200 bg-white p-2"
        />
      )}
      {optionsImage && (
        <img
          src={svgDataUrl(optionsImage)}
          alt={sequenceImage ? 'Answer options A to E' : (imageAlt ?? 'Answer options A to E')}
          className="mx-auto h-auto max-h-56 w-full max-w-xl rounded-xl border border-gray-200 bg-white p-2"
        />
      )}
    </div>
  );
}
