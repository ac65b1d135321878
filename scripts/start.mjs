// `npm start`: set up, build every app in production mode, and serve the portal.
import { buildApps } from './lib/build-apps.mjs';
import { ensureSetup } from './lib/setup.mjs';
import { serve } from './serve.mjs';

await ensureSetup();
await buildApps();
await serve();
