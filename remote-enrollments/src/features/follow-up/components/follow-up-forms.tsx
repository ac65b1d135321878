import { callEndpoint } from '@portal/shared';
import { Button, Notice } from '@portal/shared/ui-base';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  enrollmentsEndpoints,
  enrollmentsQueryKeys,
  followUpState,
  type FollowUpForm,
  type FollowUpPassport,
} from '../../../contract';
import { ApplicationOverlay } from './application-overlay';

const STATUS_TEXT = { start: null, continue: 'Cont.', submitted: 'Submitted' } as const;

/**
 * Follow-up application buttons, one per form (spec 2.7, 4.4): the form's name and its status, Cont.
 * when started, Submitted (and disabled) once sent. A press starts or continues it in the overlay;
 * closing the overlay reloads the statuses.
 */
export const FollowUpForms = ({
  enrollmentId,
  forms,
}: {
  enrollmentId: number;
  forms: readonly FollowUpForm[];
}) => {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<{ form: FollowUpForm; passport: FollowUpPassport } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());

  const press = async (form: FollowUpForm) => {
    setError(null);
    setBusy(form.id);
    try {
      const passport = await callEndpoint(enrollmentsEndpoints.getFollowUpPassport, {
        body: { enrollmentId, formId: form.id },
      });
      setOpen({ form, passport });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not open the application form');
      void queryClient.invalidateQueries({ queryKey: enrollmentsQueryKeys.view(enrollmentId) });
    } finally {
      setBusy(null);
    }
  };

  const close = () => {
    const formId = open?.form.id;
    setOpen(null);
    void queryClient.invalidateQueries({ queryKey: enrollmentsQueryKeys.view(enrollmentId) });
    if (formId !== undefined) buttons.current.get(formId)?.focus();
  };

  return (
    <>
      <div className="enr-actions" role="group" aria-label="Follow up applications">
        {forms.map((form) => {
          const state = followUpState(form.userFormStatus);
          return (
            <Button
              key={form.id}
              ref={(element) => {
                if (element) buttons.current.set(form.id, element);
                else buttons.current.delete(form.id);
              }}
              // aria-disabled, not disabled: a form just submitted keeps the focus Close gave back.
              aria-disabled={state === 'submitted'}
              loading={busy === form.id}
              onClick={() => (state === 'submitted' ? undefined : void press(form))}
            >
              {form.name}
              {STATUS_TEXT[state] ? <span className="enr-status">{STATUS_TEXT[state]}</span> : null}
            </Button>
          );
        })}
      </div>
      {error ? <Notice type="error" title={error} /> : null}
      {open ? (
        <ApplicationOverlay formName={open.form.name} passport={open.passport} onClose={close} />
      ) : null}
    </>
  );
};
