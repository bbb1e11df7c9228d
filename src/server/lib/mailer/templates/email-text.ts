import type { EmailContent } from './email-content';

/** The plain-text part: readable on its own, with the link written out in full. */
export function renderEmailText(content: EmailContent): string {
  return [
    'IQ Test',
    '',
    content.heading,
    '',
    ...content.intro.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ''] : []),
    ...content.outro.flatMap((p) => [p, '']),
    '--',
    content.footer,
    '',
  ].join('\n');
}
