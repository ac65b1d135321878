import { ApiError, PASSPORT_QUERY_PARAM, useHostServices } from '@portal/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@portal/shared/router';
import { checkPassport, login } from '../../sign-in/api/sign-in-api';
import { useSignInStore } from '../../sign-in/hooks/sign-in-store';
import { useCompleteSignIn } from '../../sign-in/hooks/use-complete-sign-in';
import { shellMessagesNow } from '../../../messages/catalog';
import { passportMessagesNow } from '../messages/catalog';

/**
 * Spec section 4, Passport: a passport in the query string, on any route, is removed from the URL and
 * checked with the server; login and verify_email sign the student in, reset_password opens reset-form.
 */
export const PassportHandler = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const { notify } = useHostServices();
  const completeSignIn = useCompleteSignIn();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const passport = params.get(PASSPORT_QUERY_PARAM);
    if (!passport || handled.current === passport) return;
    handled.current = passport;
    params.delete(PASSPORT_QUERY_PARAM);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );

    void (async () => {
      let info;
      try {
        info = await checkPassport(passport);
      } catch {
        notify.error(passportMessagesNow()('passport.invalid'), shellMessagesNow()('toast.error'));
        return;
      }
      if (info.allowed_action === 'reset_password') {
        useSignInStore.getState().resetLinkOpened(info.email, passport);
        return;
      }
      try {
        completeSignIn(await login({ passport }));
        if (info.allowed_action === 'verify_email')
          notify.success(passportMessagesNow()('passport.verified'));
      } catch (error) {
        notify.error(
          error instanceof ApiError ? error.message : shellMessagesNow()('signIn.serverError'),
          passportMessagesNow()('passport.title'),
        );
      }
    })();
  }, [location, navigate, notify, completeSignIn]);

  return null;
};
