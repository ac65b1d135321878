/** Spec section 9: error toasts stay 3 s, success toasts 4 s. */
export const ERROR_TOAST_SECONDS = 3;
export const SUCCESS_TOAST_SECONDS = 4;

type ToastKind = 'error' | 'success' | 'info';

/**
 * Shows a toast (antd's notification). antd loads on the first toast, not with the first screen;
 * the portal theme reaches it through the barrel's holderRender (shared/src/ui/antd-setup.tsx).
 */
export const showToast = (kind: ToastKind, title: string, description: string, seconds: number): void => {
  void import('@portal/shared/ui').then(({ notification }) =>
    notification[kind]({ title, description, duration: seconds }),
  );
};
