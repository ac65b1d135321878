/**
 * Ports of the stacks the tests start. The main stack mirrors `npm start` (API, remote-browse, shell),
 * on ports of its own so that a running `npm start` does not get in the way.
 */
export const mainStack = { api: 4600, browse: 4601, shell: 4602 } as const;

/** Extra origins that single tests start and stop themselves. */
export const extraPorts = {
  noBrowseApi: 4610,
  noBrowseShell: 4611,
  failingBrowse: 4620,
  failingShell: 4621,
  redeployBrowse: 4630,
  redeployShell: 4631,
} as const;
