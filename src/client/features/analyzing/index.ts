export { AnalyzingPage } from './components/analyzing-page';
