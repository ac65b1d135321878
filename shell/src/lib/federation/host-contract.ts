/**
 * Whether a remote's build can run on the host contract this shell provides. A remote's manifest names
 * the contract it was built against as the `requiredVersion` of its `@portal/shared` entries (`^1.4.0`:
 * at least 1.4.0, below 2.0.0).
 */

type Version = [major: number, minor: number, patch: number];

const parseVersion = (text: string): Version | null => {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
};

const compare = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * npm's meaning of `^x.y.z` (the first non-zero part may not change), `x.y.z` exactly, and `*`.
 * Anything else is not a range a portal build writes, so it does not match.
 */
export const satisfiesRange = (version: string, range: string): boolean => {
  const provided = parseVersion(version);
  if (!provided) return false;
  const trimmed = range.trim();
  if (trimmed === '*') return true;
  const isCaret = trimmed.startsWith('^');
  const minimum = parseVersion(isCaret ? trimmed.slice(1) : trimmed);
  if (!minimum) return false;
  if (!isCaret) return compare(provided, minimum) === 0;
  if (compare(provided, minimum) < 0) return false;
  const [major, minor] = minimum;
  if (major > 0) return provided[0] === major;
  if (minor > 0) return provided[0] === 0 && provided[1] === minor;
  return compare(provided, [0, 0, minimum[2]]) === 0;
};

export const HOST_CONTRACT_PACKAGE = '@portal/shared';

/** A remote built against a host contract this shell does not provide: it must not run. */
export class HostContractMismatch extends Error {
  override name = 'HostContractMismatch';
  constructor(
    readonly remote: string,
    readonly required: string,
    readonly provided: string,
  ) {
    super(
      `${remote} was built for host contract ${required}, and this portal provides ${provided}: ` +
        'it is not loaded until the two match.',
    );
  }
}

type ManifestShared = { name?: unknown; requiredVersion?: unknown };

/**
 * The first host-contract entry of a manifest the provided version does not satisfy, or null. A
 * manifest that declares no contract entry was not built by this portal's tooling and is let through:
 * the federation runtime's own strict check still applies to it.
 */
export const findContractMismatch = (
  remote: string,
  manifest: unknown,
  provided: string,
): HostContractMismatch | null => {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return null;
  for (const entry of shared as ManifestShared[]) {
    if (typeof entry.name !== 'string' || typeof entry.requiredVersion !== 'string') continue;
    const isContract =
      entry.name === HOST_CONTRACT_PACKAGE || entry.name.startsWith(`${HOST_CONTRACT_PACKAGE}/`);
    if (isContract && !satisfiesRange(provided, entry.requiredVersion)) {
      return new HostContractMismatch(remote, entry.requiredVersion, provided);
    }
  }
  return null;
};
