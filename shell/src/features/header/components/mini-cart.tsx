import {
  cartTotals,
  formatMoney,
  getCartQueryOptions,
  refreshAcrossAreas,
  removeFromCart,
  useHostServices,
  type Cart,
} from '@portal/shared';
import { Button, CountBadge, Popover, rescueFocus } from '@portal/shared/ui-base';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from '@portal/shared/router';
import { paths } from '../../../lib/modules/paths';
import { CartIcon, ToolbarLabel } from './header-icons';

const CartContent = ({ cart, onClose }: { cart: Cart; onClose: () => void }) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notify } = useHostServices();
  const contentRef = useRef<HTMLDivElement>(null);
  const remove = useMutation({
    mutationFn: removeFromCart,
    onSuccess: async () => {
      // The cart, its badge and the catalog's states of the removed class or pathway.
      await refreshAcrossAreas(queryClient, 'enrollment');
      // The pressed Remove left with its item: focus goes to the next item's Remove, or to Close;
      // with the last item the whole cart is gone, and focus goes to the page.
      requestAnimationFrame(() => {
        if (document.activeElement?.isConnected && document.activeElement !== document.body) return;
        const next = contentRef.current?.querySelector<HTMLElement>('button');
        if (next?.isConnected) next.focus();
        else rescueFocus();
      });
    },
    onError: (error) => notify.error(error.message),
  });
  const totals = cartTotals(cart);

  return (
    <div ref={contentRef} style={{ width: 340, maxWidth: '100%' }}>
      <ul className="pt-list">
        {cart.items.map((item) => (
          <li
            key={`${item.venue_type}-${item.venue_id}`}
            style={{ display: 'flex', gap: 8, justifyContent: 'space-between', alignItems: 'flex-start' }}
          >
            <div>
              <div style={{ fontWeight: 600 }}>{item.venue_data.title}</div>
              <div className="pt-secondary">
                <div>Class ID: {item.venue_data.code}</div>
                <div>{item.venue_data.dateRange}</div>
                <div>{formatMoney(item.price)}</div>
              </div>
            </div>
            <Button
              size="small"
              variant="danger"
              aria-label={`Remove ${item.venue_data.title}`}
              loading={remove.isPending && remove.variables?.venueId === item.venue_id}
              onClick={() => remove.mutate({ venueId: item.venue_id, venueType: item.venue_type })}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <dl style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 4, margin: '8px 0' }}>
        <dt>Total</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{formatMoney(totals.total)}</dd>
        <dt>Discounts</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{formatMoney(totals.discounts)}</dd>
        <dt style={{ fontWeight: 600 }}>Total amount due</dt>
        <dd style={{ margin: 0, textAlign: 'right', fontWeight: 600 }}>{formatMoney(totals.amountDue)}</dd>
      </dl>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="primary"
          onClick={() => {
            onClose();
            navigate(paths.checkout);
          }}
        >
          Checkout
        </Button>
      </div>
    </div>
  );
};

/** The cart badge with its item count, shown when the cart has items; opens the mini-cart. */
export const MiniCart = () => {
  const [open, setOpen] = useState(false);
  const cart = useQuery(getCartQueryOptions());
  const count = cart.data?.items.length ?? 0;
  if (count === 0) return null;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      title="Cart"
      trapFocus
      trigger={(props) => (
        <CountBadge count={count}>
          <Button {...props} aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
            <CartIcon />
            <ToolbarLabel>Cart</ToolbarLabel>
          </Button>
        </CountBadge>
      )}
    >
      {cart.data ? <CartContent cart={cart.data} onClose={() => setOpen(false)} /> : null}
    </Popover>
  );
};
