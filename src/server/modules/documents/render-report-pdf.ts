import { DOMAIN_LABELS } from '../../../shared/assessment/domains';
import type { Report } from '../../../shared/schemas/results';
import { longDate, newPdf, SITE_NAME } from './pdf-document';
import { MUTED, PdfFlow } from './pdf-flow';
import { writeGatedSections } from './report-pdf-sections';

export interface ReportPdfInput {
  report: Report;
  /** Absolute address of /profile/report, where a section the user does not own can be added. */
  addSectionsUrl: string;
}

/** "23 min 5 s", "45 s". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

function writeSummary(flow: PdfFlow, report: Report): void {
  const { result } = report;
  flow.row('IQ score', String(result.iqScore), { size: 12, bold: true });
  flow.row('Category', report.band);
  flow.row('Percentile', `Higher than ${report.percentile}% of people`);
  flow.row('Rank', `Top ${report.topPercent}%`);
  flow.row('Time taken', `${formatDuration(result.timeTakenSeconds)} of ${formatDuration(report.timeLimitSeconds)}`);
  flow.row('Test date', longDate(result.completedAt));
}

function writePerformance(flow: PdfFlow, report: Report): void {
  flow.heading('Performance');
  const { processingSpeed, problemSolving } = report.bars;
  flow.bar('Processing Speed', processingSpeed.label, processingSpeed.percent);
  flow.bar('Problem Solving', problemSolving.label, problemSolving.percent);
}

function writePopulation(flow: PdfFlow, report: Report): void {
  flow.heading('Population comparison');
  for (const row of report.population) {
    flow.bar(row.isYou ? `${row.band} (your category)` : row.band, `${row.sharePercent}% of people`, row.sharePercent);
  }
  if (!report.population.some((row) => row.isYou)) {
    flow.text(`Your category, ${report.band}, is below the three highest shown here.`, { color: MUTED, after: 2 });
  }
}

function writeDomains(flow: PdfFlow, report: Report): void {
  if (report.domains.length === 0) return;
  flow.heading('Scores by domain');
  for (const domain of report.domains) {
    flow.bar(DOMAIN_LABELS[domain.key], `${domain.correct} of ${domain.total} correct (${domain.percent}%)`, domain.percent);
  }
}

function writeRecommendations(flow: PdfFlow, report: Report): void {
  if (report.recommendations.length === 0) return;
  flow.heading('Growth recommendations');
  for (const item of report.recommendations) {
    // A recommendation's title stays with the first lines of its text.
    flow.ensure(48);
    const kind = item.kind === 'strength' ? 'Strength' : 'Growth area';
    flow.text(`${item.title} · ${kind}`, { bold: true, after: 1 });
    flow.text(item.text, { after: 8 });
  }
}

/** The whole IQ report of one result as an A4 document, including the upsell sections the user owns. */
export async function renderReportPdf({ report, addSectionsUrl }: ReportPdfInput): Promise<Uint8Array> {
  const { doc, fonts } = await newPdf(`IQ Report: ${report.result.testTitle}, ${longDate(report.result.completedAt)}`);
  doc.setSubject(`IQ report of ${report.holderName}`);
  const flow = new PdfFlow(doc, fonts);

  flow.text(SITE_NAME.toUpperCase(), { size: 9, bold: true, color: MUTED, after: 2 });
  flow.text('IQ Report', { size: 26, bold: true, after: 2 });
  flow.text(`${report.holderName} · ${report.result.testTitle}`, { size: 12, after: 10 });
  writeSummary(flow, report);
  writePerformance(flow, report);
  writePopulation(flow, report);
  writeDomains(flow, report);
  writeRecommendations(flow, report);
  writeGatedSections(flow, report.sections, addSectionsUrl);

  flow.finish(`${SITE_NAME} · IQ Report`);
  return doc.save();
}
