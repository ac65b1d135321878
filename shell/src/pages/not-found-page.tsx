import { Button, ResultPanel } from '@portal/shared/ui-base';
import { useNavigate } from '@portal/shared/router';
import { paths } from '../lib/modules/paths';

export const NotFoundPage = () => {
  const navigate = useNavigate();
  return (
    <ResultPanel
      title="Page not found"
      subTitle="The page you are looking for does not exist."
      extra={
        <Button variant="primary" onClick={() => navigate(paths.home)}>
          Go to the home page
        </Button>
      }
    />
  );
};
