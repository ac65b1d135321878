/**
 * Ports of the stacks the tests start, from E2E_PORT_BASE (default 4600) so that two suites, or the
 * suite and a running `npm start`, never meet. The main stack mirrors `npm start`: the API, the shell,
 * and each remote at the shell's port + 1, + 2, ... (scripts/lib/portal-stack.mjs).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4600);

export const mainStack = { api: base, shell: base + 10, browse: base + 11, profile: base + 12 } as const;

/** Extra origins that single tests start and stop themselves. */
export const extraPorts = {
  noBrowseApi: base + 30,
  noBrowseShell: base + 31,
  failingBrowse: base + 40,
  failingShell: base + 41,
  redeployBrowse: base + 50,
  redeployShell: base + 51,
} as const;
