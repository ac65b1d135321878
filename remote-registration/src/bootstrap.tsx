import { mountStandalone } from '@portal/shared/standalone';
import { RegistrationSlideOut } from './pages/registration-slide-out';
import { NoCostFormSlideOut } from './pages/no-cost-form-slide-out';

mountStandalone({
  routes: [],
  slideOuts: { registration: RegistrationSlideOut, noCostForm: NoCostFormSlideOut },
});
