export { MyTestResultsPage } from './components/my-test-results-page';
