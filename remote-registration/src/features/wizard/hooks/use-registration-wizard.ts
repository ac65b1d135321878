import {
  ApiError,
  callEndpoint,
  callNotOffered,
  useHostServices,
  usePaymentAttempt,
  useSessionStore,
  type Payment,
  type PaymentInfoReport,
} from '@portal/shared';
import { translateRefusal } from '@portal/shared/i18n';
import * as z from '@portal/shared/zod';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import {
  fieldEntries,
  fieldErrorDataSchema,
  firstFieldInError,
  firstStep,
  isFeeDismissed,
  isPaymentNeeded,
  isRefundAgreementNeeded,
  prerequisitesMet,
  prerequisitesOf,
  profileSummary,
  registrationCost,
  registrationEndpoints,
  validateFields,
  wizardSteps,
  hasText,
  initialValues,
  type FieldAddress,
  type FieldContact,
  type FieldValue,
  type Registration,
  type WizardStepKey,
} from '../../../contract';
import {
  useAddressList,
  useContactList,
  useReloadStudentLists,
  useReloadVenueAndPendingForms,
} from '../../form/api/registration-api';
import { prepareFormsKit } from '../../fields/components/forms-kit-controls';
import { formReducer, initialFormState } from '../../form/rules/form-state';
import { serverMessageOr } from '../../../lib/server-message';
import { useWizardMessages } from '../messages/catalog';

const NO_CONTACTS: readonly FieldContact[] = [];
const NO_ADDRESSES: readonly FieldAddress[] = [];

export type Processing = 'save' | 'discard' | 'sign' | 'submit' | null;

/** A refusal shown on entry: the message, and the field the Go link scrolls to when the server named one. */
export interface EntryAlert {
  message: string;
  fieldId: number | null;
}

/** How a plain submit (no payment step) ends on the confirm step. */
export type SubmitOutcome =
  | { status: 'idle' }
  | { status: 'processing' }
  | { status: 'failed'; message: string }
  | { status: 'submitted' };

/** The field a refusal names (its `data`), or null. */
const fieldNamedBy = (data: unknown): number | null => {
  const parsed = z.safeParse(fieldErrorDataSchema, data);
  return parsed.success ? parsed.data.studentRegistrationFieldId : null;
};
const fieldInError = (error: unknown): number | null =>
  error instanceof ApiError ? fieldNamedBy(error.data) : null;

/**
 * The registration wizard (spec 2.1, 4.1, 5.1): the step, the values and their signed flag, the fee
 * rules, and the save, discard, sign, submit and pay actions. What the student typed lives only here
 * until a call succeeds; a failed call keeps all of it.
 */
export function useRegistrationWizard(registration: Registration) {
  const m = useWizardMessages();
  const host = useHostServices();
  const student = useSessionStore((state) => state.student);
  const contacts = useContactList();
  const addresses = useAddressList();
  const reloadLists = useReloadStudentLists();
  const reloadVenue = useReloadVenueAndPendingForms();

  const [form, dispatch] = useReducer(formReducer, registration.fields, (fields) =>
    initialFormState(initialValues(fields)),
  );
  // A form with a date or a list of several choices starts fetching their controls now, while the
  // prerequisites are read, rather than when the field is drawn.
  useEffect(() => prepareFormsKit(registration.fields), [registration.fields]);
  const [step, setStep] = useState<WizardStepKey>(() => firstStep(registration));
  const [direction, setDirection] = useState<'forward' | 'back'>('forward');
  const [processing, setProcessing] = useState<Processing>(null);
  const [entryAlert, setEntryAlert] = useState<EntryAlert | null>(null);
  const [refundError, setRefundError] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [submitOutcome, setSubmitOutcome] = useState<SubmitOutcome>({ status: 'idle' });
  const [payment, setPayment] = useState<PaymentInfoReport | null>(null);
  /** The method of the payment last sent: the confirmation of Charge My Account says no money moved. */
  const [paidWith, setPaidWith] = useState<PaymentInfoReport['type'] | null>(null);
  const [showPaymentErrors, setShowPaymentErrors] = useState(false);

  const fields = registration.fields;
  const dismissed = isFeeDismissed(fields, form.values);
  const cost = registrationCost(registration, dismissed);
  const paymentNeeded = isPaymentNeeded(registration, dismissed);
  const steps = useMemo(
    () => wizardSteps({ hasInstructions: hasText(registration.instructions), paymentNeeded }),
    [registration.instructions, paymentNeeded],
  );
  // Stable between renders, so that typing in one field re-renders that field alone (FieldControl is
  // memoized: at 4x CPU, re-rendering every field blocked a key press for about 190 ms).
  const contactList = contacts.data ?? NO_CONTACTS;
  const addressList = addresses.data ?? NO_ADDRESSES;
  const have = prerequisitesOf(contactList, addressList, student?.info.hasSignature ?? false);
  const firstName = student?.firstName ?? '';
  const lastName = student?.lastName ?? '';
  const email = student?.email ?? '';
  const summary = useMemo(
    () => profileSummary({ firstName, lastName, email }, contactList, addressList),
    [firstName, lastName, email, contactList, addressList],
  );
  const id = registration.studentRegistrationId;

  // Closing the panel with unsaved answers asks first (the shell's slide-out).
  useEffect(() => {
    host.setSlideOutDirty(form.dirty);
  }, [form.dirty, host]);
  useEffect(() => () => host.setSlideOutDirty(false), [host]);

  const go = (next: WizardStepKey, way: 'forward' | 'back') => {
    setDirection(way);
    setStep(next);
  };

  const change = useCallback((fieldId: number, value: FieldValue) => {
    setEntryAlert(null);
    dispatch({ type: 'change', fieldId, value });
  }, []);

  const agreeRefundPolicy = (agreed: boolean) => {
    setRefundError(null);
    dispatch({ type: 'agreeRefundPolicy', agreed });
  };

  const finished = () => {
    host.setSlideOutDirty(false);
    void reloadVenue();
  };

  const save = async () => {
    const sent = form.values;
    setProcessing('save');
    try {
      await callEndpoint(registrationEndpoints.saveRegistration, {
        body: { studentRegistrationId: id, fields: fieldEntries(fields, sent) },
      });
      dispatch({ type: 'saved', values: sent });
      finished();
      host.notify.success(m('wizard.saved'));
      host.closeSlideOut();
    } catch (error) {
      host.notify.error(m('validation.saveFailed'));
      // A value the server refused (a birth date after today, a phone since removed): name it.
      const fieldId = fieldInError(error);
      if (fieldId !== null)
        dispatch({
          type: 'serverError',
          fieldId,
          message: serverMessageOr(error, m('validation.saveFailed')),
        });
      setEntryAlert({
        message:
          fieldId === null
            ? m('validation.saveFailed')
            : m('wizard.saveFailedBecause', {
                reason: translateRefusal(serverMessageOr(error, ''), m.locale),
              }),
        fieldId,
      });
    } finally {
      setProcessing(null);
    }
  };

  const discard = async () => {
    setProcessing('discard');
    try {
      await callEndpoint(registrationEndpoints.discardRegistration, { body: { studentRegistrationId: id } });
      finished();
      host.closeSlideOut();
    } catch {
      host.notify.error(m('validation.discardFailed'));
      setEntryAlert({ message: m('validation.discardFailed'), fieldId: null });
    } finally {
      setProcessing(null);
      setConfirmDiscard(false);
    }
  };

  const sign = async () => {
    const sent = form.values;
    setProcessing('sign');
    try {
      await callEndpoint(registrationEndpoints.signRegistration, {
        body: { studentRegistrationId: id, fields: fieldEntries(fields, sent) },
      }).catch((error: unknown) => {
        // A school's backend without the sign call: spec 4.1's rule alone, the flag set here (and
        // cleared by any change) is the signature.
        if (!callNotOffered(error)) throw error;
      });
      dispatch({ type: 'signed', values: sent });
      setEntryAlert(null);
    } catch (error) {
      setEntryAlert({
        message: serverMessageOr(error, m('wizard.signFailed')),
        fieldId: fieldInError(error),
      });
    } finally {
      setProcessing(null);
    }
  };

  /** Spec 5.1 on entry, before Continue or Submit: fields, then the signature. */
  const entryReady = (): boolean => {
    dispatch({ type: 'validate', fields });
    const errors = validateFields(fields, form.values);
    const first = firstFieldInError(fields, errors);
    if (first !== null) {
      setEntryAlert({ message: m('validation.incomplete'), fieldId: first });
      return false;
    }
    if (!form.signed) {
      setEntryAlert({ message: m('validation.signFirst'), fieldId: null });
      return false;
    }
    return true;
  };

  /** A refusal that names a field goes back to entry with the Go link; the field shows the message too. */
  const showFieldRefusal = (fieldId: number, message: string) => {
    dispatch({ type: 'serverError', fieldId, message });
    setEntryAlert({ message, fieldId });
    go('entry', 'back');
  };

  const continueToPayment = () => {
    if (!entryReady()) return;
    setEntryAlert(null);
    go('payment', 'forward');
  };

  const submit = async () => {
    if (!entryReady()) return;
    setProcessing('submit');
    go('confirm', 'forward');
    setSubmitOutcome({ status: 'processing' });
    try {
      await callEndpoint(registrationEndpoints.submitRegistration, {
        body: { studentRegistrationId: id, fields: fieldEntries(fields, form.values) },
      });
      dispatch({ type: 'saved' });
      setSubmitOutcome({ status: 'submitted' });
      finished();
    } catch (error) {
      const fieldId = fieldInError(error);
      if (fieldId !== null) {
        showFieldRefusal(fieldId, serverMessageOr(error, m('validation.incomplete')));
        setSubmitOutcome({ status: 'idle' });
      } else
        setSubmitOutcome({
          status: 'failed',
          message: serverMessageOr(error, m('wizard.submitFailed')),
        });
    } finally {
      setProcessing(null);
    }
  };

  const payCall = useCallback(
    (paymentDetails: Payment, idempotencyKey: string) =>
      callEndpoint(registrationEndpoints.payRegistration, {
        body: {
          studentRegistrationId: id,
          fields: fieldEntries(fields, form.values),
          refundPolicyAgreed: form.refundPolicyAgreed,
          payment: paymentDetails,
          amount: cost,
          idempotencyKey,
        },
      }),
    [id, fields, form.values, form.refundPolicyAgreed, cost],
  );
  const attempt = usePaymentAttempt(payCall);

  useEffect(() => {
    if (attempt.outcome.status === 'paid') {
      dispatch({ type: 'saved' });
      finished();
    }
    // Only the change of status matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt.outcome.status]);

  const pay = (report: PaymentInfoReport | null = payment) => {
    if (!report?.valid) {
      setShowPaymentErrors(true);
      return;
    }
    if (isRefundAgreementNeeded(registration, report.type) && !form.refundPolicyAgreed) {
      setRefundError(m('validation.refundPolicy'));
      return;
    }
    const { valid: _valid, ...paymentDetails } = report;
    setPaidWith(report.type);
    go('confirm', 'forward');
    attempt.submit(paymentDetails);
  };

  /** Back from confirm after a refusal: to payment (try another method) or to entry. */
  const backFromConfirm = () => {
    if (paymentNeeded) {
      attempt.back();
      go('payment', 'back');
    } else {
      setSubmitOutcome({ status: 'idle' });
      go('entry', 'back');
    }
  };

  // A payment refused because of one field (a hand-made value, a field changed elsewhere) returns to
  // entry with the Go link instead of the confirm step's alert.
  const { outcome } = attempt;
  useEffect(() => {
    if (outcome.status !== 'failed') return;
    const fieldId = fieldNamedBy(outcome.data);
    if (fieldId === null) return;
    attempt.back();
    showFieldRefusal(fieldId, outcome.message);
    // Once per refusal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  return {
    registration,
    fields,
    form,
    step,
    steps,
    direction,
    processing,
    entryAlert,
    refundError,
    confirmDiscard,
    setConfirmDiscard,
    submitOutcome,
    payment,
    setPayment,
    paidWith,
    showPaymentErrors,
    attempt,
    cost,
    paymentNeeded,
    dismissed,
    have,
    prerequisitesReady: contacts.data !== undefined && addresses.data !== undefined,
    prerequisitesMet: prerequisitesMet(have),
    // A failed background refetch keeps what was loaded: only a first load that failed shows an error.
    listsError:
      (contacts.data === undefined ? contacts.error : null) ??
      (addresses.data === undefined ? addresses.error : null),
    contacts: contactList,
    addresses: addressList,
    summary,
    reloadLists,
    change,
    agreeRefundPolicy,
    go,
    save,
    discard,
    sign,
    continueToPayment,
    submit,
    pay,
    backFromConfirm,
  };
}

export type RegistrationWizard = ReturnType<typeof useRegistrationWizard>;
