import { HtmlContent } from '@portal/shared';
import { Modal } from '@portal/shared/ui';
import { Checkbox } from '@portal/shared/ui-forms';
import { Button, LoadError, SkeletonLines } from '@portal/shared/ui-base';
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
  return (
    <div className="reg-field" id="reg-refund-policy">
      <Checkbox
        checked={agreed}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'reg-refund-policy-error' : undefined}
      >
        {m('refundPolicy.agree')}
      </Checkbox>{' '}
      <Button variant="link" onClick={() => setOpen(true)}>
        {m('refundPolicy.read')}
      </Button>
      {error ? (
        <div id="reg-refund-policy-error" className="ant-form-item-explain-error" role="alert">
          {error}
        </div>
      ) : null}
      <Modal
        open={open}
        title={policy.title}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{m('common.close')}</Button>}
        destroyOnHidden
      >
        <PolicyText policyId={policy.id} />
      </Modal>
    </div>
  );
};
