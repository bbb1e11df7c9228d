export { StartPage } from './components/start-page';
