import { HtmlContent } from '@portal/shared';
import { Modal } from '@portal/shared/ui';
import { Button, LoadError, SkeletonLines, useOnceTrue } from '@portal/shared/ui-base';
import { BaseCheckbox } from '@portal/shared/ui-base-forms';
import { useState } from 'react';
import { useWizardMessages } from '../messages/catalog';
import { useRefundPolicy } from '../api/refund-policy';

const PolicyText = ({ policyId }: { policyId: number }) => {
  const m = useWizardMessages();
  const policy = useRefundPolicy(policyId);
  // Named 'Loading' in the portal's language by the base kit.
  if (policy.isPending) return <SkeletonLines rows={4} />;
  if (policy.isError)
    return (
      <LoadError
        title={m('refundPolicy.loadFailed')}
        error={policy.error}
        onRetry={() => void policy.refetch()}
      />
    );
  return <HtmlContent className="reg-html" html={policy.data.text} />;
};

/** Spec 2.1 and 5.1: the refund-policy checkbox, its text in a modal (GET /refund_policy/{id}) and its message. */
export const RefundPolicyAgreement = ({
  policy,
  agreed,
  onChange,
  error,
  disabled,
}: {
  policy: { id: number; title: string };
  agreed: boolean;
  onChange: (agreed: boolean) => void;
  error: string | null;
  disabled: boolean;
}) => {
  const m = useWizardMessages();
  const [open, setOpen] = useState(false);
  // The modal is drawn from its first open on (kept then, so that it animates out): antd's modal works
  // out antd's theme as it first renders, and that was the form's slowest moment on a phone, drawn
  // after the last field, in the way of a key pressed meanwhile (ADR 014, eleventh pass).
  const opened = useOnceTrue(open);
  return (
    <div className="reg-field" id="reg-refund-policy">
      <BaseCheckbox
        checked={agreed}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'reg-refund-policy-error' : undefined}
      >
        {m('refundPolicy.agree')}
      </BaseCheckbox>{' '}
      <Button variant="link" onClick={() => setOpen(true)}>
        {m('refundPolicy.read')}
      </Button>
      {error ? (
        <div id="reg-refund-policy-error" className="pt-field-message" role="alert">
          {error}
        </div>
      ) : null}
      {opened ? (
        <Modal
          open={open}
          title={policy.title}
          onCancel={() => setOpen(false)}
          footer={<Button onClick={() => setOpen(false)}>{m('common.close')}</Button>}
          destroyOnHidden
        >
          <PolicyText policyId={policy.id} />
        </Modal>
      ) : null}
    </div>
  );
};
