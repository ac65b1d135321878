import { useId, type CSSProperties, type ReactNode } from 'react';
import { ModalLayer } from './modal-layer';

type SheetProps = {
  open: boolean;
  side: 'left' | 'right';
  /** Its width: pixels, or a CSS length (`100%` for the whole screen). */
  width: number | string;
  title: ReactNode;
  /** The close button's name, in the reader's language. */
  closeLabel: string;
  /** The close button, Escape or a press beside the sheet. */
  onClose: () => void;
  onOpened?: (panel: HTMLElement) => void;
  onClosed?: () => void;
  children: ReactNode;
};

/** A panel from one side of the screen, over the page: the slide-out, the phone's menu. */
export const Sheet = ({
  open,
  side,
  width,
  title,
  closeLabel,
  onClose,
  onOpened,
  onClosed,
  children,
}: SheetProps) => {
  const titleId = useId();
  const style = { '--pt-sheet-width': typeof width === 'number' ? `${width}px` : width } as CSSProperties;
  return (
    <ModalLayer
      open={open}
      onCloseRequest={onClose}
      labelledBy={titleId}
      className={`pt-sheet pt-sheet-${side}`}
      style={style}
      onOpened={onOpened}
      onClosed={onClosed}
    >
      <div className="pt-sheet-header">
        <button type="button" className="pt-sheet-close" aria-label={closeLabel} onClick={onClose}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
        <div id={titleId} className="pt-sheet-title">
          {title}
        </div>
      </div>
      <div className="pt-sheet-body">{children}</div>
    </ModalLayer>
  );
};
