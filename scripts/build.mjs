// `pnpm build`: production builds of every app, in sequence.
import { buildApps } from './lib/build-apps.mjs';

await buildApps(process.argv.slice(2).length > 0 ? process.argv.slice(2) : undefined);
