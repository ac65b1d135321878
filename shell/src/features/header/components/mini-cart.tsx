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
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@portal/shared/router';
import { paths } from '../../../lib/modules/paths';
import { CartIcon, ToolbarLabel } from './header-icons';
import { useHeaderMessages } from '../messages/catalog';

/** Focus is nowhere a student put it: on the page's body, or on an element that left the page. */
const focusIsLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

const CartContent = ({ cart, onClose }: { cart: Cart; onClose: () => void }) => {
  const m = useHeaderMessages();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notify } = useHostServices();
  const contentRef = useRef<HTMLDivElement>(null);
  /** Set when a removal succeeds: the next render without that item places focus. */
  const removedKey = useRef<string | null>(null);
  const remove = useMutation({
    mutationFn: removeFromCart,
    onSuccess: async (_reply, { venueId, venueType }) => {
      removedKey.current = `${venueType}-${venueId}`;
      // The cart, its badge and the catalog's states of the removed class or pathway.
      await refreshAcrossAreas(queryClient, 'enrollment');
    },
    onError: (error) => notify.error(error.message),
  });
  // The pressed Remove left with its item: focus goes to the next item's Remove, or to Close. This
  // runs once the cart without the item is on screen, however late the refreshed cart arrives; focus
  // the student has put somewhere else meanwhile stays there.
  useEffect(() => {
    const key = removedKey.current;
    if (!key || cart.items.some((item) => `${item.venue_type}-${item.venue_id}` === key)) return;
    removedKey.current = null;
    if (focusIsLost()) contentRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [cart.items]);
  // With the last item the whole cart, badge and all, is gone: focus goes to the page.
  useEffect(
    () => () => {
      if (removedKey.current) requestAnimationFrame(rescueFocus);
    },
    [],
  );
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
                <div>{m('cart.classId', { code: item.venue_data.code })}</div>
                <div>{item.venue_data.dateRange}</div>
                <div>{formatMoney(item.price)}</div>
              </div>
            </div>
            <Button
              size="small"
              variant="danger"
              aria-label={m('cart.removeItem', { title: item.venue_data.title })}
              loading={remove.isPending && remove.variables?.venueId === item.venue_id}
              onClick={() => remove.mutate({ venueId: item.venue_id, venueType: item.venue_type })}
            >
              {m('cart.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <dl style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 4, margin: '8px 0' }}>
        <dt>{m('cart.total')}</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{formatMoney(totals.total)}</dd>
        <dt>{m('cart.discounts')}</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{formatMoney(totals.discounts)}</dd>
        <dt style={{ fontWeight: 600 }}>{m('cart.amountDue')}</dt>
        <dd style={{ margin: 0, textAlign: 'right', fontWeight: 600 }}>{formatMoney(totals.amountDue)}</dd>
      </dl>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={onClose}>{m('cart.close')}</Button>
        <Button
          variant="primary"
          onClick={() => {
            onClose();
            navigate(paths.checkout);
          }}
        >
          {m('cart.checkout')}
        </Button>
      </div>
    </div>
  );
};

/** The cart badge with its item count, shown when the cart has items; opens the mini-cart. */
export const MiniCart = () => {
  const m = useHeaderMessages();
  const [open, setOpen] = useState(false);
  const cart = useQuery(getCartQueryOptions());
  const count = cart.data?.items.length ?? 0;
  if (count === 0) return null;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      title={m('cart.title')}
      trapFocus
      trigger={(props) => (
        <CountBadge count={count}>
          <Button {...props} aria-label={m('cart.button', { count })}>
            <CartIcon />
            <ToolbarLabel>{m('cart.title')}</ToolbarLabel>
          </Button>
        </CountBadge>
      )}
    >
      {cart.data ? <CartContent cart={cart.data} onClose={() => setOpen(false)} /> : null}
    </Popover>
  );
};
