export { SubscriptionCard } from './components/subscription-card';
export { PaymentHistory } from './components/payment-history';
export { useSubscription } from './api/subscription-api';
