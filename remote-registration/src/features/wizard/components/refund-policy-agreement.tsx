import { HtmlContent } from '@portal/shared';
import { Modal } from '@portal/shared/ui';
import { Checkbox } from '@portal/shared/ui-forms';
import { Button, LoadError, SkeletonLines } from '@portal/shared/ui-base';
import { useState } from 'react';
import { useRefundPolicy } from '../api/refund-policy';

const PolicyText = ({ policyId }: { policyId: number }) => {
  const policy = useRefundPolicy(policyId);
  if (policy.isPending) return <SkeletonLines rows={4} />;
  if (policy.isError)
    return (
      <LoadError
        title="Could not load the refund policy"
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
        I agree with the refund policy
      </Checkbox>{' '}
      <Button variant="link" onClick={() => setOpen(true)}>
        Read the refund policy
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
        footer={<Button onClick={() => setOpen(false)}>Close</Button>}
        destroyOnHidden
      >
        <PolicyText policyId={policy.id} />
      </Modal>
    </div>
  );
};
