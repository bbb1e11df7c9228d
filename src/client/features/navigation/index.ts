export { SiteNavigation } from './components/site-navigation';
