/**
 * Contracts more than one app uses: the envelope, the school, the student and session, accounts,
 * the cart, payment info (the payment method card's report, which registration pays with too),
 * money, and the endpoint primitive. An area's own schemas live in its remote's `src/contract/`.
 */
export * from '../api/endpoint';
export * from './envelope';
export * from './input';
export * from './school';
export * from './student';
export * from './locale';
export * from './account';
export * from './account-endpoints';
export * from './report-endpoints';
export * from './address';
export * from './phone-contact';
export * from './cart';
export * from './money';
export * from './payment-info';
