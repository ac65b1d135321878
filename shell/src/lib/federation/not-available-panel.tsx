import { ResultPanel } from '@portal/shared/ui-base';

/** Shown for a route whose remote this deployment does not provide: never a fake page. */
export const NotAvailablePanel = ({ title }: { title: string }) => (
  <ResultPanel
    title={`${title} is not available`}
    subTitle="This part of the portal is not available in this deployment yet."
  />
);
