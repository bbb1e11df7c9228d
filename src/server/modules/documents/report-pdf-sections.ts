import { DOMAIN_LABELS } from '../../../shared/assessment/domains';
import { formatCents } from '../../../shared/payments/products';
import type { CognitiveAnalysis, ExtendedAnalysis, GrowthPackage, Report } from '../../../shared/schemas/results';
import { longDate } from './pdf-document';
import { MUTED, type PdfFlow } from './pdf-flow';

/** The report's upsell sections: their content for owners, a plain note where to add them for everyone else. */

type Sections = Report['sections'];
type Offer = Extract<Sections[keyof Sections], { owned: false }>;

const LEVEL_LABELS = { strength: 'Strength', average: 'Average', growth: 'Room to grow' } as const;

function writeExtended(flow: PdfFlow, content: ExtendedAnalysis): void {
  flow.row('Accuracy', `${content.accuracyPercent}%`);
  flow.row('Correct answers', `${content.correctAnswers} of ${content.scoredQuestions} scored questions`);
  flow.row('Questions answered', String(content.answeredCount));
  if (content.secondsPerAnswer !== null) flow.row('Time per answer', `${content.secondsPerAnswer.toFixed(1)} s on average`);
  if (content.byQuestionType.length > 0) {
    flow.space(6);
    flow.text('By question type', { bold: true, after: 0 });
    for (const type of content.byQuestionType) {
      flow.bar(type.label, `${type.correct} of ${type.total} (${type.percent}%)`, type.percent);
    }
  }
  if (content.scoreHistory.length > 0) {
    flow.space(6);
    flow.text('Your scores over time', { bold: true, after: 0 });
    for (const entry of content.scoreHistory) flow.row(longDate(entry.completedAt), String(entry.score));
  }
  if (content.insights.length > 0) {
    flow.space(6);
    flow.text('Insights', { bold: true, after: 2 });
    for (const insight of content.insights) flow.text(`• ${insight}`, { indent: 8 });
  }
}

function writeCognitive(flow: PdfFlow, content: CognitiveAnalysis): void {
  flow.text(content.summary, { after: 8 });
  for (const domain of content.domains) {
    flow.text(`${DOMAIN_LABELS[domain.key]} · ${LEVEL_LABELS[domain.level]}`, { bold: true, after: 0 });
    flow.text(`${domain.correct} of ${domain.total} correct (${domain.percent}%) · counts ${domain.weight}× in the score`, { size: 9, color: MUTED, after: 1 });
    flow.text(domain.description, { after: 8 });
  }
}

function writeGrowth(flow: PdfFlow, content: GrowthPackage): void {
  if (content.focus.length > 0) {
    flow.text(`Focus: ${content.focus.map((domain) => DOMAIN_LABELS[domain]).join(', ')}`, { after: 8 });
  }
  for (const week of content.weeks) {
    flow.text(`Week ${week.week}: ${week.focus}`, { bold: true, after: 1 });
    for (const exercise of week.exercises) flow.text(`• ${exercise}`, { indent: 8, after: 2 });
    flow.space(6);
  }
}

function writeOffer(flow: PdfFlow, offer: Offer, addSectionsUrl: string): void {
  flow.text(`${offer.name} is not included in your report. You can add it for ${formatCents(offer.priceCents)} at ${addSectionsUrl}.`, {
    color: MUTED,
  });
}

export function writeGatedSections(flow: PdfFlow, sections: Sections, addSectionsUrl: string): void {
  flow.heading('Extended analysis');
  if (sections.extendedAnalysis.owned) writeExtended(flow, sections.extendedAnalysis.content);
  else writeOffer(flow, sections.extendedAnalysis, addSectionsUrl);

  flow.heading('Cognitive analysis');
  if (sections.cognitiveAnalysis.owned) writeCognitive(flow, sections.cognitiveAnalysis.content);
  else writeOffer(flow, sections.cognitiveAnalysis, addSectionsUrl);

  flow.heading('Cognitive growth plan');
  if (sections.growthPackage.owned) writeGrowth(flow, sections.growthPackage.content);
  else writeOffer(flow, sections.growthPackage, addSectionsUrl);
}
