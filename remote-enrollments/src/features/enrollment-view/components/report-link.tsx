import { Refusal } from '@portal/shared/i18n';
import { Button } from '@portal/shared/ui-base';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCommonMessages } from '../../../messages/catalog';

/** How long a prepared link is offered: less than the 10 minutes it lasts. */
export const LINK_SHOWN_MS = 9 * 60_000;

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
  const m = useCommonMessages();
  const [link, setLink] = useState<LinkState>({ status: 'idle' });
  // Only the latest request may show its link: one asked before the dates changed is dropped.
  const latest = useRef(0);
  const reset = useCallback(() => {
    latest.current += 1;
    setLink({ status: 'idle' });
  }, []);
  const prepare = async (request: () => Promise<{ url: string }>) => {
    const current = ++latest.current;
    setLink({ status: 'preparing' });
    try {
      const { url } = await request();
      if (current === latest.current) setLink({ status: 'ready', url });
    } catch (error) {
      if (current !== latest.current) return;
      setLink({
        status: 'failed',
        message: error instanceof Error ? error.message : m('reportLink.prepareFailed'),
      });
    }
  };
  // The link works for 10 minutes (the API's file links): it goes before it would open a 404.
  useEffect(() => {
    if (link.status !== 'ready') return;
    const timer = setTimeout(reset, LINK_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [link, reset]);
  return { link, prepare, reset };
};

/**
 * What a prepared link's status says, in the words of the catalog of the page that shows it
 * ("Preparing the report…", "Open the report").
 */
export type ReportTexts = { preparing: string; open: string };

/** What a prepared link shows: Preparing…, the Open link, or why it failed. */
export const ReportLinkStatus = ({ link, texts }: { link: LinkState; texts: ReportTexts }) => {
  if (link.status === 'preparing')
    return (
      <span className="enr-secondary" role="status">
        {texts.preparing}
      </span>
    );
  if (link.status === 'failed')
    return (
      <p className="enr-error" role="alert">
        <Refusal text={link.message} />
      </p>
    );
  if (link.status === 'ready')
    return (
      <a className="pt-btn pt-btn-primary" href={link.url} target="_blank" rel="noopener">
        {texts.open}
      </a>
    );
  return null;
};

/** A button that prepares one report (a transcript) and then offers it. */
export const ReportButton = ({
  label,
  texts,
  request,
}: {
  label: string;
  texts: ReportTexts;
  request: () => Promise<{ url: string }>;
}) => {
  const { link, prepare } = useReportLink();
  return (
    <span className="enr-actions">
      <Button onClick={() => void prepare(request)} loading={link.status === 'preparing'}>
        {label}
      </Button>
      <ReportLinkStatus link={link} texts={texts} />
    </span>
  );
};
