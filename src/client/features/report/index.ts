export { ReportPage } from './components/report-page';
