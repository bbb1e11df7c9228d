import type { Domain, QuestionType } from './domains';

/**
 * One item of a test as it is authored (server-side data: it holds the answer key).
 * The browser only ever receives a PublicQuestion (src/shared/schemas/quiz.ts), built without `correctAnswer`.
 */
export interface QuestionDefinition {
  /** Stable authoring key, e.g. 'iq-06-matrix'; unique within a test. */
  key: string;
  type: QuestionType;
  /** Null for demographic items, which are not scored. */
  domain: Domain | null;
  prompt: string;
  options: string[];
  /** Index into options; null for demographic items. */
  correctAnswer: number | null;
  /** SVG markup drawn from data (see figures/), shown above the options. */
  sequenceImage?: string;
  /** SVG markup showing the lettered answer figures. */
  optionsImage?: string;
  /** Short text alternative for the images, for screen readers. */
  imageAlt?: string;
}

export interface TestDefinition {
  slug: string;
  title: string;
  description: string;
  testType: string;
  timeLimitMinutes: number;
  questions: QuestionDefinition[];
}
