import {
  formatMoney,
  refreshAcrossAreas,
  removeFromCart,
  useHostServices,
  type Cart,
  type CartItem,
} from '@portal/shared';
import { Button } from '@portal/shared/ui-base';
import { BaseInput } from '@portal/shared/ui-base-forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useApplyDiscount } from '../api/checkout';

/** One item's discount code (shell spec section 7: /cart/discount/); the server's refusal shows under it. */
const DiscountCode = ({ item, disabled }: { item: CartItem; disabled: boolean }) => {
  const [code, setCode] = useState('');
  const apply = useApplyDiscount();
  const id = useId();
  const submit = () => {
    const trimmed = code.trim();
    if (trimmed === '') return;
    apply.mutate(
      { venue_type: item.venue_type, venue_id: item.venue_id, discount_code: trimmed },
      { onSuccess: () => setCode('') },
    );
  };
  return (
    <form
      className="pay-discount"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="pay-actions">
        <label htmlFor={id} className="pay-visually-hidden">
          Discount code for {item.venue_data.title}
        </label>
        <BaseInput
          id={id}
          className="pay-discount-input"
          value={code}
          placeholder="Discount code"
          maxLength={40}
          disabled={disabled}
          autoComplete="off"
          aria-invalid={apply.isError}
          aria-describedby={apply.isError ? `${id}-error` : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" loading={apply.isPending} disabled={disabled || code.trim() === ''}>
          Apply
        </Button>
      </div>
      {apply.isError ? (
        <div id={`${id}-error`} className="pay-error-text" role="alert">
          {apply.error.message}
        </div>
      ) : null}
    </form>
  );
};

/**
 * The cart's items (shell spec section 4, Cart checkout): title, Class ID, dates, price, its discount
 * and a code to get one, and Remove.
 */
export const CartReview = ({ cart, disabled }: { cart: Cart; disabled: boolean }) => {
  const queryClient = useQueryClient();
  const { notify } = useHostServices();
  const remove = useMutation({
    mutationFn: removeFromCart,
    onSuccess: () => refreshAcrossAreas(queryClient, 'enrollment'),
    onError: (error) => notify.error(error.message),
  });

  return (
    <ul className="pay-cart" aria-label="Cart items">
      {cart.items.map((item) => (
        <li key={`${item.venue_type}-${item.venue_id}`} className="pay-cart-item">
          <div className="pay-cart-item-head">
            <div>
              <div className="pay-item-title">{item.venue_data.title}</div>
              <div className="pay-secondary">Class ID: {item.venue_data.code}</div>
              <div className="pay-secondary">{item.venue_data.dateRange}</div>
            </div>
            <div className="pay-cart-item-figures">
              <span className="pay-amount">{formatMoney(item.price)}</span>
              {item.discount ? (
                <span className="pay-discount-applied">
                  Discount {item.discount_code ? `(${item.discount_code}) ` : ''}-{formatMoney(item.discount)}
                </span>
              ) : null}
              <Button
                size="small"
                variant="danger"
                disabled={disabled}
                aria-label={`Remove ${item.venue_data.title}`}
                loading={remove.isPending && remove.variables?.venueId === item.venue_id}
                onClick={() => remove.mutate({ venueId: item.venue_id, venueType: item.venue_type })}
              >
                Remove
              </Button>
            </div>
          </div>
          <DiscountCode item={item} disabled={disabled} />
        </li>
      ))}
    </ul>
  );
};

export const CartTotalsList = ({
  total,
  discounts,
  amountDue,
}: {
  total: number;
  discounts: number;
  amountDue: number;
}) => (
  <dl className="pay-totals">
    <dt>Total</dt>
    <dd>{formatMoney(total)}</dd>
    <dt>Discounts</dt>
    <dd>{formatMoney(discounts)}</dd>
    <dt className="pay-total-due">Total amount due</dt>
    <dd className="pay-total-due">{formatMoney(amountDue)}</dd>
  </dl>
);
