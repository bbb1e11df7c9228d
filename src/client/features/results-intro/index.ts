export { ResultsIntroPage } from './components/results-intro-page';
