import { Button } from '@portal/shared/ui-base';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { OpenedFollowUpForm } from '../api/open-follow-up-form';
import { useFollowUpMessages } from '../messages/catalog';

/**
 * Where the application-form tool's views are: the API's stand-in, through the portal's origin (a
 * school's own tool would be framed from its origin, named in the shell's frame-src).
 */
export const TOOL_PATH = '/api/rapidapp/tool/';

/**
 * The external application form, full-screen over the portal (spec 4.4): the form's id and the
 * passport go to the tool's view in a form post aimed at the frame, never in a URL; the frame may
 * submit forms and nothing else (no script, no access to the portal's origin). Escape or Close
 * returns to the enrollment.
 */
export const ApplicationOverlay = ({
  formId,
  formName,
  opened,
  onClose,
}: {
  formId: number;
  formName: string;
  opened: OpenedFollowUpForm;
  onClose: () => void;
}) => {
  const m = useFollowUpMessages();
  const frameName = `follow-up-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const titleId = useId();
  const postRef = useRef<HTMLFormElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    postRef.current?.submit();
    closeRef.current?.focus();
  }, [opened]);

  // Escape closes the overlay only: React passes events up through the portal to the slide-out, which
  // would close as well.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return createPortal(
    <div
      className="enr-overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      {/* Shift+Tab before Close goes round to the form, Tab past the form back to Close: the page
          behind stays out of reach, as aria-modal says. */}
      <span tabIndex={0} onFocus={() => frameRef.current?.focus()} />
      <div className="enr-overlay-bar">
        <h2 id={titleId}>{formName}</h2>
        <Button ref={closeRef} onClick={onClose}>
          {m('common.close')}
        </Button>
      </div>
      <iframe
        ref={frameRef}
        name={frameName}
        title={m('followUp.frameTitle', { formName })}
        sandbox="allow-forms"
      />
      <form ref={postRef} method="post" action={`${TOOL_PATH}${opened.view}`} target={frameName} hidden>
        <input type="hidden" name="passport" value={opened.passport} />
        <input type="hidden" name="formId" value={formId} />
      </form>
      <span tabIndex={0} onFocus={() => closeRef.current?.focus()} />
    </div>,
    document.body,
  );
};
