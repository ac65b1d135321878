import { Button, ResultPanel } from '@portal/shared/ui-base';
import { useLayoutMessages } from './messages/catalog';

/** The school's configuration could not load: `message` is the error's, as the API or network words it. */
export const StartUpError = ({ message, onRetry }: { message: string; onRetry: () => void }) => {
  const m = useLayoutMessages();
  return (
    <ResultPanel
      alert
      title={m('startUp.failed')}
      subTitle={message}
      extra={
        <Button variant="primary" onClick={onRetry}>
          {m('startUp.retry')}
        </Button>
      }
    />
  );
};
