import { Button, lazyOnDemand, loadOnIntent } from '@portal/shared/ui-base';
import { useState } from 'react';
import { OnDemandDialog } from '../../../lib/on-demand-dialog';
import { useVenueMessages } from '../messages/catalog';

const loadDialog = () => import('./refund-policy-dialog');
const RefundPolicyDialog = lazyOnDemand(loadDialog);

/** "Refund policy": the policy's modal, its code and its text loaded on the first press. */
export const RefundPolicyButton = ({ refundPolicyId }: { refundPolicyId: number }) => {
  const m = useVenueMessages();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="link"
        className="browse-align-start"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        {...loadOnIntent(loadDialog)}
      >
        {m('venue.refundPolicy')}
      </Button>
      <OnDemandDialog open={open}>
        <RefundPolicyDialog refundPolicyId={refundPolicyId} open={open} onClose={() => setOpen(false)} />
      </OnDemandDialog>
    </>
  );
};
