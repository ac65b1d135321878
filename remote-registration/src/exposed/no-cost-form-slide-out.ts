export { NoCostFormSlideOut as Component } from '../pages/no-cost-form-slide-out';
