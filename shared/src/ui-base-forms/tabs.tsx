import { useId, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem<K extends string> = { key: K; label: string; disabled?: boolean };

type Props<K extends string> = {
  items: readonly TabItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** The panel of the active tab; the others render nothing. */
  children: ReactNode;
};

/** The key a press of `key` moves to from `from`, among the tabs that can be chosen (WAI-ARIA tabs). */
export const tabAfterKey = <K extends string>(
  items: readonly TabItem<K>[],
  from: K,
  key: string,
): K | undefined => {
  const enabled = items.filter((item) => !item.disabled);
  if (enabled.length === 0) return undefined;
  const at = enabled.findIndex((item) => item.key === from);
  switch (key) {
    case 'ArrowRight':
      return enabled[(at + 1) % enabled.length]!.key;
    case 'ArrowLeft':
      return enabled[(at - 1 + enabled.length) % enabled.length]!.key;
    case 'Home':
      return enabled[0]!.key;
    case 'End':
      return enabled.at(-1)!.key;
    default:
      return undefined;
  }
};

/**
 * Tabs of the base kit, as WAI-ARIA's tabs pattern: one tab stop (the active tab), the arrow keys,
 * Home and End move along the tabs and choose the one they reach, and the panel is labelled by its tab.
 */
export const Tabs = <K extends string>({ items, activeKey, onChange, children }: Props<K>) => {
  const base = useId().replace(/:/g, '');
  const tabId = (key: K) => `${base}-tab-${key}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(items, activeKey, event.key);
    if (next === undefined) return;
    event.preventDefault();
    onChange(next);
    event.currentTarget.ownerDocument.getElementById(tabId(next))?.focus();
  };

  return (
    <div className="pt-tabs">
      <div className="pt-tab-list" role="tablist" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <button
              key={item.key}
              id={tabId(item.key)}
              type="button"
              role="tab"
              className={active ? 'pt-tab pt-tab-active' : 'pt-tab'}
              aria-selected={active}
              aria-controls={active ? panelId : undefined}
              tabIndex={active ? 0 : -1}
              disabled={item.disabled}
              onClick={() => onChange(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div className="pt-tab-panel" role="tabpanel" id={panelId} aria-labelledby={tabId(activeKey)}>
        {children}
      </div>
    </div>
  );
};
