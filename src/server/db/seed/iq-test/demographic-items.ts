import type { QuestionDefinition } from '../../../../shared/assessment/question-definition';

/** Items 28-31: unscored questions about the taker, with the exact option lists of spec §3. */
function demographic(key: string, prompt: string, options: string[]): QuestionDefinition {
  return { key, type: 'demographic', domain: null, prompt, options, correctAnswer: null };
}

export const demographicItems: QuestionDefinition[] = [
  demographic('iq-28-age-group', 'What is your age group?', ['18-24', '25-34', '35-44', '45-54', '55+']),
  demographic('iq-29-education', 'What is your highest level of education?', [
    'High school',
    'Some college',
    "Bachelor's degree",
    'Graduate degree',
  ]),
  demographic('iq-30-gender', 'What is your gender?', ['Male', 'Female', 'Non-binary', 'Prefer not to say']),
  demographic('iq-31-field', 'What is your field of work or study?', [
    'STEM',
    'Business-Finance',
    'Arts-Humanities',
    'Healthcare',
    'Other',
  ]),
];
