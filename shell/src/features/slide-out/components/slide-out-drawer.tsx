import type { School } from '@portal/shared';
import { Drawer, Grid, Modal } from '@portal/shared/ui';
import { firstHeading, focusStatic, rescueFocus, whenPresent } from '@portal/shared/ui-base';
import { useRef } from 'react';
import type { Deployment } from '../../../lib/federation/deployment';
import { RemoteModule } from '../../../lib/federation/remote-module';
import { slideOutOwners } from '../../../lib/modules/module-registry';
import { NotAvailablePanel } from '../../../lib/federation/not-available-panel';
import { useSlideOutStore } from '../hooks/slide-out-store';
import { areaTitle } from '../../../lib/modules/area-titles';
import { useModuleMessages } from '../../../lib/modules/messages/catalog';
import { useSlideOutMessages } from '../messages/catalog';

/** Spec section 9: slide-outs are 1024 px wide, from the right (the whole width on smaller screens). */
export const SLIDE_OUT_WIDTH = 1024;

export type SlideOutDrawerProps = { school: School; deployment: Deployment };

/** The one slide-out of the portal (antd's Drawer); the owning remote loads when its panel first opens. */
export const SlideOutDrawer = ({ school, deployment }: SlideOutDrawerProps) => {
  const m = useSlideOutMessages();
  const names = useModuleMessages();
  const { panel, confirmingClose, closeRequested, closeConfirmed, closeCancelled } = useSlideOutStore();
  const screens = Grid.useBreakpoint();
  const owner = panel ? slideOutOwners[panel.id] : null;
  const available = owner && owner.isPresent(school) && deployment[owner.remote];
  const bodyRef = useRef<HTMLDivElement>(null);
  const stopWaiting = useRef(() => {});

  // Once open, focus goes to the panel's heading (the class's title): the remote's content may still
  // be loading, so it is awaited.
  const afterOpenChange = (opened: boolean) => {
    stopWaiting.current();
    if (opened && bodyRef.current)
      stopWaiting.current = whenPresent(bodyRef.current, firstHeading, focusStatic);
    // antd gives focus back to the opener; when that is gone (Add to Cart changed it), to the page.
    if (!opened) rescueFocus();
  };

  return (
    <Drawer
      open={panel !== null}
      placement="right"
      size={screens.xl ? SLIDE_OUT_WIDTH : '100%'}
      title={owner ? areaTitle(owner.title, names) : undefined}
      onClose={closeRequested}
      keyboard
      destroyOnHidden
      afterOpenChange={afterOpenChange}
    >
      <div ref={bodyRef}>
        {panel && owner ? (
          available ? (
            <RemoteModule
              remote={owner.remote}
              expose={owner.expose}
              title={owner.title}
              props={panel.props}
            />
          ) : (
            <NotAvailablePanel title={owner.title} />
          )
        ) : null}
      </div>
      <Modal
        open={confirmingClose}
        title={m('slideOut.discardTitle')}
        okText={m('slideOut.discard')}
        cancelText={m('slideOut.keepEditing')}
        onOk={closeConfirmed}
        onCancel={closeCancelled}
      >
        {m('slideOut.unsaved')}
      </Modal>
    </Drawer>
  );
};
