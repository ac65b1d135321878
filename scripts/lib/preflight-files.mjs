// Step 1 of a release's preflight (preflight.mjs): its files, over HTTP, from where it is staged.
// Nothing here needs more than Node: the browser steps are in preflight.mjs.

/** A preflight step that did not pass: the release is refused, and this says why. */
export class PreflightFailed extends Error {
  constructor(step, reason) {
    super(`${step}: ${reason}`);
    this.name = 'PreflightFailed';
    this.step = step;
  }
}

/**
 * The line of an error that says what went wrong: the federation runtime wraps a plugin's error in
 * its own text (the original after "Original Error Message:"), and React adds component stacks.
 */
export const reasonOf = (text) => {
  const original = text.split('Original Error Message:')[1];
  return (original ?? text).trim().split('\n')[0] ?? '';
};

export const fetchOk = async (step, url) => {
  let reply;
  try {
    reply = await fetch(url);
  } catch (error) {
    throw new PreflightFailed(step, `${url} could not be fetched (${error.cause?.code ?? error.message})`);
  }
  if (!reply.ok) throw new PreflightFailed(step, `${url} answered ${reply.status}`);
  return reply;
};

/** Step 1: the manifest parses and names this remote; its entry and every exposed module's files load. */
export const checkFiles = async (remote, manifestUrl) => {
  const step = 'manifest and entry';
  let manifest;
  try {
    manifest = await (await fetchOk(step, manifestUrl)).json();
  } catch (error) {
    if (error instanceof PreflightFailed) throw error;
    throw new PreflightFailed(step, `${manifestUrl} is not JSON (${error.message})`);
  }
  const meta = manifest?.metaData;
  if (meta?.name !== remote.name || typeof meta?.remoteEntry?.name !== 'string') {
    throw new PreflightFailed(step, `${manifestUrl} is not a manifest of ${remote.name}`);
  }
  const base = new URL('.', manifestUrl);
  await fetchOk(step, new URL(`${meta.remoteEntry.path ?? ''}${meta.remoteEntry.name}`, base).href);
  const exposed = new Map((manifest.exposes ?? []).map((entry) => [entry.path, entry]));
  for (const { module } of remote.exposes) {
    const entry = exposed.get(module);
    if (!entry) throw new PreflightFailed(step, `the manifest does not expose ${module}`);
    for (const file of [...(entry.assets?.js?.sync ?? []), ...(entry.assets?.css?.sync ?? [])]) {
      await fetchOk(step, new URL(file, base).href);
    }
  }
  return { version: String(meta.buildInfo?.buildVersion ?? 'unknown') };
};
