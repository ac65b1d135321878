import { useId, useState, type ReactNode } from 'react';

/**
 * A section that opens on demand; its content (and so its query) mounts only once opened, as the
 * enrollment view loads its sections (spec 4.5).
 */
export const CollapsibleSection = ({ title, children }: { title: string; children: () => ReactNode }) => {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <section className="enr-section" aria-label={title}>
      <button
        type="button"
        className="enr-section-toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
      >
        {title}
      </button>
      <div id={bodyId} className="enr-section-body" hidden={!open}>
        {open ? children() : null}
      </div>
    </section>
  );
};
