import { Button, ResultPanel } from '@portal/shared/ui-base';
import { useNavigate } from '@portal/shared/router';
import { paths } from '../lib/modules/paths';
import { useNotFoundMessages } from './not-found/messages/catalog';

export const NotFoundPage = () => {
  const m = useNotFoundMessages();
  const navigate = useNavigate();
  return (
    <ResultPanel
      title={m('notFound.title')}
      subTitle={m('notFound.text')}
      extra={
        <Button variant="primary" onClick={() => navigate(paths.home)}>
          {m('notFound.home')}
        </Button>
      }
    />
  );
};
