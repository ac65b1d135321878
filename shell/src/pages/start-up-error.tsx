import { Button, ResultPanel } from '@portal/shared/ui-base';

export const StartUpError = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <ResultPanel
    alert
    title="The portal could not start"
    subTitle={message}
    extra={
      <Button variant="primary" onClick={onRetry}>
        Retry
      </Button>
    }
  />
);
