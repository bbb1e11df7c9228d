/** Where a visitor picks up a quiz: the first question without an answer, or the last one when all are answered. */
export function resumeIndex(questionIds: readonly string[], answers: Readonly<Record<string, number>>): number {
  if (questionIds.length === 0) return 0;
  const open = questionIds.findIndex((id) => answers[id] === undefined);
  return open === -1 ? questionIds.length - 1 : open;
}

/** How many of the quiz's questions have an answer (answers to unknown ids are not counted). */
export function answeredCount(questionIds: readonly string[], answers: Readonly<Record<string, number>>): number {
  return questionIds.filter((id) => answers[id] !== undefined).length;
}

/** Image items answer with bare letters (A-E): those fit side by side instead of one per row. */
export function hasShortOptions(options: readonly string[]): boolean {
  return options.length > 0 && options.every((option) => option.trim().length <= 2);
}

/** An inline SVG image as a data URL for an <img>, which keeps any markup in it from running as page script. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
