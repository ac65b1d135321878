import { Button } from '@portal/shared/ui-base';
import { useState } from 'react';

export type LinkState =
  | { status: 'idle' }
  | { status: 'preparing' }
  | { status: 'ready'; url: string }
  | { status: 'failed'; message: string };

/**
 * Prepares a report's short-lived link, then offers it to open: a new tab opened after the request
 * would be stopped by pop-up blockers, a link the student follows is not.
 */
export const useReportLink = () => {
  const [link, setLink] = useState<LinkState>({ status: 'idle' });
  const prepare = async (request: () => Promise<{ url: string }>) => {
    setLink({ status: 'preparing' });
    try {
      setLink({ status: 'ready', url: (await request()).url });
    } catch (error) {
      setLink({
        status: 'failed',
        message: error instanceof Error ? error.message : 'Could not prepare the report',
      });
    }
  };
  return { link, prepare, reset: () => setLink({ status: 'idle' }) };
};

/** What a prepared link shows: Preparing…, the Open link, or why it failed. */
export const ReportLinkStatus = ({ link, name }: { link: LinkState; name: string }) => {
  if (link.status === 'preparing')
    return (
      <span className="enr-secondary" role="status">
        Preparing the {name}…
      </span>
    );
  if (link.status === 'failed')
    return (
      <p className="enr-error" role="alert">
        {link.message}
      </p>
    );
  if (link.status === 'ready')
    return (
      <a className="pt-btn pt-btn-primary" href={link.url} target="_blank" rel="noopener">
        Open the {name}
      </a>
    );
  return null;
};

/** A button that prepares one report (a transcript) and then offers it. */
export const ReportButton = ({
  label,
  name,
  request,
}: {
  label: string;
  name: string;
  request: () => Promise<{ url: string }>;
}) => {
  const { link, prepare } = useReportLink();
  return (
    <span className="enr-actions">
      <Button onClick={() => void prepare(request)} loading={link.status === 'preparing'}>
        {label}
      </Button>
      <ReportLinkStatus link={link} name={name} />
    </span>
  );
};
