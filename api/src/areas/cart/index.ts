import { cartEndpoints } from '../../contracts';
import type { ApiArea } from '../area';
import { cartRoutes } from './routes/cart';

/** The cart. Its /cart/remove is served with the venue actions (browse), which decide what a change may do. */
export const cartArea: ApiArea = { name: 'cart', routes: cartRoutes, endpoints: cartEndpoints };
