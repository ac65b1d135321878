import contractPackage from '../../package.json';

/**
 * The version of the host contract this copy of `@portal/shared` is. At run time the shell's copy is
 * the one every remote uses, so this is what the portal provides. Semver, bumped on every change under
 * shared/ (`pnpm contract:check` fails otherwise): patch for a fix, minor for an addition, major for a
 * removal or a change a built remote could notice.
 */
export const HOST_CONTRACT_VERSION: string = contractPackage.version;
