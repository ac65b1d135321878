import type { ApiArea } from '../area';
import { mediaRoutes } from './routes/media';

/** Placeholder images of the demo catalog: served as images, no endpoint of the portal calls them. */
export const mediaArea: ApiArea = { name: 'media', routes: mediaRoutes, endpoints: {} };
