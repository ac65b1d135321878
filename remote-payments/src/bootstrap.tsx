import { mountStandalone } from '@portal/shared/standalone';
import { AccountPage } from './pages/account-page';
import { CheckoutPage } from './pages/checkout-page';
import { ChargesPaymentSlideOut } from './pages/charges-payment-slide-out';

mountStandalone({
  routes: [
    { path: '/account', element: <AccountPage /> },
    { path: '/checkout', element: <CheckoutPage /> },
    { path: '*', element: <AccountPage /> },
  ],
  slideOuts: { chargesPayment: ChargesPaymentSlideOut },
});
