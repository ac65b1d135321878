// `npm start`: set up, build every app in production mode, and serve the portal.
// Only Node's own modules are imported statically (setup.mjs, build-apps.mjs and run.mjs use nothing
// else): the servers need fastify, which is only there once ensureSetup() has installed it.
import { buildApps } from './lib/build-apps.mjs';
import { ensureSetup } from './lib/setup.mjs';

await ensureSetup();
await buildApps();
const { serve } = await import('./serve.mjs');
await serve();
