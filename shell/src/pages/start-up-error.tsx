import { Button, Result } from '@portal/shared/ui';

export const StartUpError = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <div role="alert">
    <Result
      status="error"
      title="The portal could not start"
      subTitle={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  </div>
);
