import { REMOTES, remotePort } from '../../tooling/remotes/portal-remotes.mjs';

/**
 * Ports of the stacks the tests start, from E2E_PORT_BASE (default 4600) so that two suites, or the
 * suite and a running `npm start`, never meet. The main stack mirrors `npm start`: the API, the shell,
 * and each remote of portal.remotes.json at the shell's port + its portOffset. Behind nginx
 * (E2E_PRODUCTION_STACK=1), the API's second process takes the API's port + 1.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4600);
const shell = base + 10;

export const mainStack = { api: base, shell } as const;

/** The main stack's port of a remote, by its name in portal.remotes.json. */
export const remoteOrigin = (name: string): string => {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`no remote named ${name} in portal.remotes.json`);
  return `http://localhost:${remotePort(shell, remote)}`;
};

/** Extra origins that single tests start and stop themselves. */
export const extraPorts = {
  noBrowseApi: base + 30,
  noBrowseShell: base + 31,
  failingBrowse: base + 40,
  failingShell: base + 41,
  redeployBrowse: base + 50,
  redeployShell: base + 51,
  newerContractBrowse: base + 60,
  newerContractShell: base + 61,
  productionApi: base + 70,
  walletApi: base + 80,
  walletShell: base + 81,
  releasePayments: base + 90,
  releaseShell: base + 91,
} as const;
