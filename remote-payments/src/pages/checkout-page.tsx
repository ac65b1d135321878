import { AfterFirstPaint, SignedInPage, SkeletonLines } from '@portal/shared/ui-base';
import { lazy } from 'react';
import { injectPaymentStyles } from '../lib/styles';
import { useCheckoutPageMessages } from './checkout/messages/catalog';

injectPaymentStyles();

/**
 * The cart, the payment form and the summary: loaded once the page's heading has painted
 * (AfterFirstPaint), so that a phone shows the page while the form's code (react-hook-form, the card's
 * rules) arrives and runs (ADR 014). All of it is the base kit: no antd to fetch and run.
 */
const CheckoutContent = lazy(() => import('./checkout-content'));

/** `/checkout` (shell spec section 4, Cart checkout): review the cart, choose how to pay, and pay. */
export const CheckoutPage = () => {
  const m = useCheckoutPageMessages();
  return (
    <SignedInPage name="checkout" title={m('checkout.title')}>
      <AfterFirstPaint fallback={<SkeletonLines rows={6} label={m('checkout.loadingCart')} />}>
        <CheckoutContent />
      </AfterFirstPaint>
    </SignedInPage>
  );
};
