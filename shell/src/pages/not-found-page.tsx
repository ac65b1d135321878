import { Button, Result } from '@portal/shared/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../modules/paths';

export const NotFoundPage = () => {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="The page you are looking for does not exist."
      extra={
        <Button type="primary" onClick={() => navigate(paths.home)}>
          Go to the home page
        </Button>
      }
    />
  );
};
