import { HtmlContent } from '@portal/shared';
import { Alert, Modal, Skeleton } from '@portal/shared/ui';
import { useVenueMessages } from '../messages/catalog';
import { useRefundPolicy } from '../api/get-refund-policy';

type Props = { refundPolicyId: number; open: boolean; onClose: () => void };

/** A class's refund policy, loaded with its first open (refund-policy-button.tsx). */
const RefundPolicyDialog = ({ refundPolicyId, open, onClose }: Props) => {
  const m = useVenueMessages();
  const policy = useRefundPolicy(refundPolicyId, open);
  return (
    <Modal
      title={policy.data?.title ?? m('venue.refundPolicy')}
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {policy.isPending ? <Skeleton active /> : null}
      {policy.isError ? <Alert type="error" showIcon title={policy.error.message} /> : null}
      {policy.data ? <HtmlContent html={policy.data.text} /> : null}
    </Modal>
  );
};

export default RefundPolicyDialog;
