import { HtmlContent } from '@portal/shared';
import { Alert, Button, Modal, Skeleton } from '@portal/shared/ui';
import { useState } from 'react';
import { useRefundPolicy } from '../api/get-refund-policy';

export const RefundPolicyButton = ({ refundPolicyId }: { refundPolicyId: number }) => {
  const [open, setOpen] = useState(false);
  const policy = useRefundPolicy(refundPolicyId, open);
  return (
    <>
      <Button type="link" className="browse-no-padding" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Refund policy
      </Button>
      <Modal
        title={policy.data?.title ?? 'Refund policy'}
        open={open}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
      >
        {policy.isPending ? <Skeleton active /> : null}
        {policy.isError ? <Alert type="error" showIcon title={policy.error.message} /> : null}
        {policy.data ? <HtmlContent html={policy.data.text} /> : null}
      </Modal>
    </>
  );
};
