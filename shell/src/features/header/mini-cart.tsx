import { getCartQueryOptions, queryKeys, removeFromCart, useHostServices, type Cart } from '@portal/shared';
import { Badge, Button, Flex, Popover, Typography } from '@portal/shared/ui';
import { List } from '@portal/shared/ui-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../modules/paths';
import { cartTotals, formatMoney } from './money';

const CartContent = ({ cart, onClose }: { cart: Cart; onClose: () => void }) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notify } = useHostServices();
  const remove = useMutation({
    mutationFn: removeFromCart,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.cart() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.student.logged() }),
      ]),
    onError: (error) => notify.error(error.message),
  });
  const totals = cartTotals(cart);

  return (
    <div style={{ width: 340, maxWidth: '80vw' }}>
      <List
        dataSource={cart.items}
        rowKey={(item) => `${item.venue_type}-${item.venue_id}`}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                size="small"
                danger
                aria-label={`Remove ${item.venue_data.title}`}
                loading={remove.isPending && remove.variables?.venueId === item.venue_id}
                onClick={() => remove.mutate({ venueId: item.venue_id, venueType: item.venue_type })}
              >
                Remove
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={item.venue_data.title}
              description={
                <>
                  <div>Class ID: {item.venue_data.code}</div>
                  <div>{item.venue_data.dateRange}</div>
                  <div>{formatMoney(item.price)}</div>
                </>
              }
            />
          </List.Item>
        )}
      />
      <dl style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 4, margin: '8px 0' }}>
        <dt>Total</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{formatMoney(totals.total)}</dd>
        <dt>Discounts</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{formatMoney(totals.discounts)}</dd>
        <dt>
          <Typography.Text strong>Total amount due</Typography.Text>
        </dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>
          <Typography.Text strong>{formatMoney(totals.amountDue)}</Typography.Text>
        </dd>
      </dl>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Close</Button>
        <Button
          type="primary"
          onClick={() => {
            onClose();
            navigate(paths.checkout);
          }}
        >
          Checkout
        </Button>
      </Flex>
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
      trigger="click"
      placement="bottomRight"
      title="Cart"
      content={cart.data ? <CartContent cart={cart.data} onClose={() => setOpen(false)} /> : null}
    >
      <Badge count={count} size="small">
        <Button
          aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
          aria-haspopup="dialog"
          aria-expanded={open}
        >
          Cart
        </Button>
      </Badge>
    </Popover>
  );
};
