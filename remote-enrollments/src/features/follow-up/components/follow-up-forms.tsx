import { useSessionStore } from '@portal/shared';
import { Button, NOT_AUTHORIZED, Notice } from '@portal/shared/ui-base';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { enrollmentsQueryKeys, followUpState, type FollowUpForm } from '../../../contract';
import { FormAlreadySubmitted, openFollowUpForm, type OpenedFollowUpForm } from '../api/open-follow-up-form';
import { useFollowUpMessages } from '../messages/catalog';
import { ApplicationOverlay } from './application-overlay';

const STATUS_TEXT = { start: null, continue: 'followUp.continue', submitted: 'followUp.submitted' } as const;

/**
 * Follow-up application buttons, one per form (spec 2.7, 4.4): the form's name and its status, Cont.
 * when started, Submitted (and disabled) once sent. A press starts or continues it in the overlay;
 * closing the overlay, or a form found submitted in the meantime, reloads the statuses.
 */
export const FollowUpForms = ({
  enrollmentId,
  forms,
}: {
  enrollmentId: number;
  forms: readonly FollowUpForm[];
}) => {
  const m = useFollowUpMessages();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<{ form: FollowUpForm; opened: OpenedFollowUpForm } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const reloadStatuses = () =>
    void queryClient.invalidateQueries({ queryKey: enrollmentsQueryKeys.view(enrollmentId) });

  const press = async (form: FollowUpForm) => {
    setError(null);
    setBusy(form.id);
    try {
      const student = useSessionStore.getState().student;
      if (!student) throw new Error(NOT_AUTHORIZED);
      setOpen({ form, opened: await openFollowUpForm(form.id, student.id) });
    } catch (failure) {
      if (failure instanceof FormAlreadySubmitted) setError(m('followUp.alreadySubmitted'));
      else setError(failure instanceof Error ? failure.message : m('followUp.openFailed'));
      reloadStatuses();
    } finally {
      setBusy(null);
    }
  };

  const close = () => {
    const formId = open?.form.id;
    setOpen(null);
    reloadStatuses();
    if (formId !== undefined) buttons.current.get(formId)?.focus();
  };

  return (
    <>
      <div className="enr-actions" role="group" aria-label={m('followUp.group')}>
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
              {STATUS_TEXT[state] ? <span className="enr-status">{m(STATUS_TEXT[state])}</span> : null}
            </Button>
          );
        })}
      </div>
      {error ? <Notice type="error" title={error} /> : null}
      {open ? (
        <ApplicationOverlay
          formId={open.form.id}
          formName={open.form.name}
          opened={open.opened}
          onClose={close}
        />
      ) : null}
    </>
  );
};
