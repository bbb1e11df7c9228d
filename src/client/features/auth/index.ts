export { AuthPage } from './components/auth-page';
export { AuthCardLayout } from './components/auth-card-layout';
export { LinkErrorAlert } from './components/link-error-alert';
export { MagicLinkForm } from './components/magic-link-form';
export { SocialSignIn } from './components/social-sign-in';
export { useLeaveWhenSignedIn } from './hooks/use-leave-when-signed-in';
