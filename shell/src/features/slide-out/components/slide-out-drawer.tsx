import type { School } from '@portal/shared';
import { firstHeading, focusStatic, rescueFocus, useMediaQuery, whenPresent } from '@portal/shared/ui-base';
import { useRef } from 'react';
import type { Deployment } from '../../../lib/federation/deployment';
import { RemoteModule } from '../../../lib/federation/remote-module';
import { isAvailable, slideOutOwners } from '../../../lib/modules/module-registry';
import { NotAvailablePanel } from '../../../lib/federation/not-available-panel';
import { ConfirmDialog } from '../../../lib/overlay/confirm-dialog';
import { Sheet } from '../../../lib/overlay/sheet';
import { useSlideOutStore } from '../hooks/slide-out-store';
import { areaTitle } from '../../../lib/modules/area-titles';
import { useModuleMessages } from '../../../lib/modules/messages/catalog';
import { useSlideOutMessages } from '../messages/catalog';

/** Spec section 9: slide-outs are 1024 px wide, from the right (the whole width on smaller screens). */
export const SLIDE_OUT_WIDTH = 1024;
/** The spec's xl breakpoint: from here the slide-out leaves the page visible beside it. */
const WIDE_SCREEN = '(min-width: 1200px)';

export type SlideOutDrawerProps = { school: School; deployment: Deployment };

/**
 * The one slide-out of the portal; the owning remote loads when its panel first opens. The base kit's
 * sheet, not antd's drawer: opening a class or an enrollment loads only that remote's panel (ADR 014).
 */
export const SlideOutDrawer = ({ school, deployment }: SlideOutDrawerProps) => {
  const m = useSlideOutMessages();
  const names = useModuleMessages();
  // What the sheet draws, and no more: a form saying it has unsaved work (`dirty`, on its first key
  // press) must not draw the panel again, with every field and read in it (ADR 014, eleventh pass).
  const panel = useSlideOutStore((state) => state.panel);
  const confirmingClose = useSlideOutStore((state) => state.confirmingClose);
  const { closeRequested, closeConfirmed, closeCancelled } = useSlideOutStore.getState();
  const wide = useMediaQuery(WIDE_SCREEN);
  const owner = panel ? slideOutOwners[panel.id] : null;
  const available = owner && isAvailable(owner, school, deployment);
  const stopWaiting = useRef(() => {});

  return (
    <>
      <Sheet
        open={panel !== null}
        side="right"
        width={wide ? SLIDE_OUT_WIDTH : '100%'}
        title={owner ? areaTitle(owner.title, names) : null}
        closeLabel={m('slideOut.close')}
        onClose={closeRequested}
        // Focus goes on to the panel's heading (the class's title): the remote's content may still be
        // loading, so it is awaited.
        onOpened={(sheet) => {
          stopWaiting.current();
          stopWaiting.current = whenPresent(sheet, firstHeading, focusStatic);
        }}
        // Focus went back to the opener; when that is gone (Add to Cart changed it), to the page.
        onClosed={() => {
          stopWaiting.current();
          rescueFocus();
        }}
      >
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
      </Sheet>
      <ConfirmDialog
        open={confirmingClose}
        title={m('slideOut.discardTitle')}
        confirmText={m('slideOut.discard')}
        cancelText={m('slideOut.keepEditing')}
        onConfirm={closeConfirmed}
        onCancel={closeCancelled}
      >
        {m('slideOut.unsaved')}
      </ConfirmDialog>
    </>
  );
};
