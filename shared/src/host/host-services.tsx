import { createContext, useContext, type ReactNode } from 'react';
import type { PaymentInfoReport } from '../contracts/payment-info';
import type { VenueType } from '../contracts/student';

/** Slide-out panels (from the right, width 1024) and their props; the shell maps each id to its remote. */
export type SlideOutProps = {
  class: { classId: number };
  /**
   * `registrationId`: the venue's form, when the opener knows it (a class or pathway page); a pending
   * form of the header names only its copy, `registrationInfoId`.
   */
  registration: {
    venueType: VenueType;
    venueId: number;
    registrationId?: number;
    registrationInfoId?: number;
  };
  noCostForm: { classId: number };
  /** Pay some of the student's account charges (opened from /account). */
  chargesPayment: Record<string, never>;
  /** A required document: read it, sign or upload, submit (spec 2.3). */
  requiredDocument: { code: string };
  /** A registered document of the history and its attachments (spec 2.4). */
  documentView: { documentId: number };
  /** One of the student's enrollments: progress, attendance, grades, reports, follow-ups (spec 2.7). */
  enrollmentView: { venueType: VenueType; venueId: number; enrollmentId: number };
};
export type SlideOutId = keyof SlideOutProps;

/**
 * Pieces one remote exposes for others, rendered through the shell (a remote never imports another
 * remote). The key is `<remote>/<exposed module>`.
 */
export type RemoteComponentProps = {
  'profile/SignatureEditor': {
    /** Replaces the warning shown while the student has no signature. */
    message?: string;
    /** A form that cannot go on without a signature: the warning says 'You need a signature to continue, ...'. */
    requireSignature?: boolean;
    /** Called after a signature was saved. */
    onSaved?: () => void;
  };
  'profile/PhoneContactChooser': {
    value: number | null;
    onChange: (contactId: number) => void;
    /** The group's accessible name (default 'Phone contact'). */
    label?: string;
    /**
     * Force flags (spec section 5): each locks the matching input of the new-contact form and shows only
     * the matching numbers. `forceOwn`: the student's own numbers; `forceEmergency`: emergency contacts
     * (someone else's numbers); `forcePrimary`: the primary number.
     */
    forceOwn?: boolean;
    forceEmergency?: boolean;
    forcePrimary?: boolean;
  };
  'profile/AddressChooser': {
    value: number | null;
    onChange: (addressId: number) => void;
    /** The group's accessible name (default 'Address'). */
    label?: string;
    /** New addresses are added as primary and only the primary address is shown. */
    forcePrimary?: boolean;
  };
  'payments/PaymentMethodCard': {
    /** The amount to pay, in dollars (the wallet creates its order with it). */
    amount: number;
    /** Called with the card's report on every change (spec 3, Payment info). */
    onChange: (report: PaymentInfoReport) => void;
    /**
     * A registration's fee, for the Charge My Account rule (spec 6); null (checkout, account
     * charges): that tab never shows.
     */
    registrationFee?: { feeType: 'none' | 'service' | 'full'; feeRequired: boolean } | null;
    /** Called once the digital wallet approved a payment: a registration submits at once (spec 4.1). */
    onWalletApproved?: (report: PaymentInfoReport) => void;
    /** Shows every field's message (after a Pay with an incomplete card). */
    showErrors?: boolean;
    /** Locks the fields while a payment is processed. */
    disabled?: boolean;
  };
};
export type RemoteComponentId = keyof RemoteComponentProps;

/** Spec section 3: a navigation action record. */
export type NavigationRecord = {
  type: string;
  action: 'visit' | 'view';
  target: string;
  targetId: number | null;
  targetPath: string;
  targetType: string;
};

export type AfterLoginAction = () => void | Promise<void>;

/** What the shell offers every remote, besides the stores and the API client. */
export type HostServices = {
  /**
   * Runs `action` at once for a signed-in student; otherwise keeps it, opens the sign-in modal and
   * runs it after login (spec section 4, Logged-out actions).
   */
  requireLogin: (action: AfterLoginAction) => void;
  /** Toasts: errors stay 3 s, successes 4 s. */
  notify: {
    error: (message: string, title?: string) => void;
    success: (message: string, title?: string) => void;
  };
  openSlideOut: <K extends SlideOutId>(id: K, props: SlideOutProps[K]) => void;
  /**
   * A panel the student is likely to open next from what they see (a class's Register button): the
   * shell loads its code while the browser is idle, so that the press finds it ready.
   */
  prepareSlideOut: (id: SlideOutId) => void;
  closeSlideOut: () => void;
  /** A panel with unsaved work: closing it asks first. */
  setSlideOutDirty: (dirty: boolean) => void;
  /** Queues a navigation record; the shell sends the queue every second while signed in. */
  logNavigation: (record: NavigationRecord) => void;
  /** Renders a piece another remote exposes, or `fallback` when that remote is absent or fails. */
  renderRemoteComponent: <K extends RemoteComponentId>(
    id: K,
    props: RemoteComponentProps[K],
    fallback?: ReactNode,
  ) => ReactNode;
};

export const HostServicesContext = createContext<HostServices | null>(null);

export const useHostServices = (): HostServices => {
  const services = useContext(HostServicesContext);
  if (!services)
    throw new Error('useHostServices must be used inside the shell (or renderWithHost in tests)');
  return services;
};
