import { useSessionStore } from '@portal/shared';
import { Button, Notice } from '@portal/shared/ui-base';
import { useEffect, useRef, useState } from 'react';
import { clearOverrides, type OverrideStatus } from '../../../lib/federation/remote-overrides';
import { useOverridesMessages } from '../messages/catalog';

/**
 * Says, above every page, which remotes this tab runs from another build than the live one (and
 * which overrides were refused, and why). An override ends with "Stop trying" or at sign-out.
 */
export const RemoteOverrideNotice = ({
  status,
  reload = () => window.location.reload(),
}: {
  status: OverrideStatus;
  /** Loads the page again: the live remotes run from the next load on. */
  reload?: () => void;
}) => {
  const m = useOverridesMessages();
  const signedIn = useSessionStore((state) => state.token !== null);
  const wasSignedIn = useRef(signedIn);
  const [refusalsSeen, setRefusalsSeen] = useState(false);
  const reloadWithLiveRemotes = () => {
    clearOverrides();
    reload();
  };

  useEffect(() => {
    if (wasSignedIn.current && !signedIn && status.active.length > 0) {
      clearOverrides();
      reload();
    }
    wasSignedIn.current = signedIn;
  }, [signedIn, status.active.length, reload]);

  const refused = refusalsSeen ? [] : status.refused;
  if (status.active.length === 0 && refused.length === 0) return null;
  return (
    <section aria-label={m('overrides.label')} style={{ display: 'grid', gap: 8, padding: 8 }}>
      {status.active.map((override) => (
        <Notice
          key={override.name}
          type="info"
          title={m('overrides.active', { name: override.name })}
          description={m('overrides.activeDetails', { url: override.url })}
          action={<Button onClick={reloadWithLiveRemotes}>{m('overrides.stop')}</Button>}
        />
      ))}
      {refused.map((override) => (
        <Notice
          key={`${override.name} ${override.url}`}
          type="error"
          title={m('overrides.refused', {
            url: override.url,
            name: override.name,
            reason: override.refusal ? m(override.refusal.id, override.refusal.values) : override.reason,
          })}
          action={<Button onClick={() => setRefusalsSeen(true)}>{m('overrides.dismiss')}</Button>}
        />
      ))}
    </section>
  );
};
