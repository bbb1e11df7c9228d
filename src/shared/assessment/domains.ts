export const DOMAINS = [
  'verbal_comprehension',
  'fluid_reasoning',
  'visual_spatial',
  'working_memory',
  'processing_speed',
] as const;
export type Domain = (typeof DOMAINS)[number];

export const QUESTION_TYPES = [
  'verbal',
  'numerical',
  'pattern',
  'spatial',
  'logical',
  'memory',
  'demographic',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Spec public-funnel §9: each domain's weight; a question with any other domain weighs 1. */
export const DOMAIN_WEIGHTS: Record<Domain, number> = {
  verbal_comprehension: 1.1,
  fluid_reasoning: 1.3,
  visual_spatial: 1.2,
  working_memory: 1.25,
  processing_speed: 1.15,
};

export const DOMAIN_LABELS: Record<Domain, string> = {
  verbal_comprehension: 'Verbal Comprehension',
  fluid_reasoning: 'Fluid Reasoning',
  visual_spatial: 'Visual-Spatial',
  working_memory: 'Working Memory',
  processing_speed: 'Processing Speed',
};

export function domainWeight(domain: string | null | undefined): number {
  return domain && domain in DOMAIN_WEIGHTS ? DOMAIN_WEIGHTS[domain as Domain] : 1;
}
