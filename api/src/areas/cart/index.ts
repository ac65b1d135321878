import { cartEndpoints } from '../../contracts';
import type { ApiArea } from '../area';
import { cartRoutes } from './routes/cart';

/** The cart. Its /cart/remove is served with the venue actions (browse), which decide what a change may do. */
export const cartArea: ApiArea = { name: 'cart', routes: cartRoutes, endpoints: cartEndpoints };

// What other areas use of the cart (a module imports only this file of another area).
/** The student's cart: the session reply carries it, the venue actions answer it, the checkout buys it. */
export { getCart } from './services/cart';
