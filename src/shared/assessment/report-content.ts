/**
 * What an IQ report says beyond the score (issue 5): scores by domain and question type, the growth
 * recommendations, and the content of the three upsell sections. Pure functions of the user's answers.
 */
export {
  type AnsweredItem,
  type DomainLevel,
  type DomainScore,
  type QuestionTypeScore,
  GROWTH_BELOW_PERCENT,
  STRENGTH_MIN_PERCENT,
  domainLevel,
  domainScores,
  questionTypeScores,
} from './report/area-scores';
export { growthRecommendations } from './report/recommendations';
export { type ExtendedAnalysisInput, extendedAnalysis } from './report/extended-analysis';
export { cognitiveAnalysis } from './report/cognitive-analysis';
export { growthPackage } from './report/growth-package';
