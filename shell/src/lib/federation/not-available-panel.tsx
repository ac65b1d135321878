import { ResultPanel } from '@portal/shared/ui-base';
import { useModuleMessages } from '../modules/messages/catalog';
import { useRemoteMessages } from './messages/catalog';
import { areaTitle } from '../modules/area-titles';

/** Shown for a route whose remote this deployment does not provide: never a fake page. */
export const NotAvailablePanel = ({ title }: { title: string }) => {
  const m = useRemoteMessages();
  const names = useModuleMessages();
  return (
    <ResultPanel
      title={m('remote.notAvailableTitle', { title: areaTitle(title, names) })}
      subTitle={m('remote.notAvailable')}
    />
  );
};
