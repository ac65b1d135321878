import {
  formatMoney,
  refreshAcrossAreas,
  removeFromCart,
  useHostServices,
  type Cart,
  type CartItem,
} from '@portal/shared';
import { Refusal, translateRefusal } from '@portal/shared/i18n';
import { Button } from '@portal/shared/ui-base';
import { BaseInput } from '@portal/shared/ui-base-forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useCheckoutMessages } from '../messages/catalog';
import { useApplyDiscount } from '../api/checkout';

/** One item's discount code (shell spec section 7: /cart/discount/); the server's refusal shows under it. */
const DiscountCode = ({ item, disabled }: { item: CartItem; disabled: boolean }) => {
  const m = useCheckoutMessages();
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
          {m('cart.discountCodeLabel', { title: item.venue_data.title })}
        </label>
        <BaseInput
          id={id}
          className="pay-discount-input"
          value={code}
          placeholder={m('cart.discountCodePlaceholder')}
          maxLength={40}
          disabled={disabled}
          autoComplete="off"
          aria-invalid={apply.isError}
          aria-describedby={apply.isError ? `${id}-error` : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" loading={apply.isPending} disabled={disabled || code.trim() === ''}>
          {m('cart.apply')}
        </Button>
      </div>
      {apply.isError ? (
        <div id={`${id}-error`} className="pay-error-text" role="alert">
          <Refusal text={apply.error.message} />
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
  const m = useCheckoutMessages();
  const queryClient = useQueryClient();
  const { notify } = useHostServices();
  const remove = useMutation({
    mutationFn: removeFromCart,
    onSuccess: () => refreshAcrossAreas(queryClient, 'enrollment'),
    onError: (error) => notify.error(translateRefusal(error.message, m.locale)),
  });

  return (
    <ul className="pay-cart" aria-label={m('cart.itemsLabel')}>
      {cart.items.map((item) => (
        <li key={`${item.venue_type}-${item.venue_id}`} className="pay-cart-item">
          <div className="pay-cart-item-head">
            <div>
              <div className="pay-item-title">{item.venue_data.title}</div>
              <div className="pay-secondary">{m('cart.classId', { code: item.venue_data.code })}</div>
              <div className="pay-secondary">{item.venue_data.dateRange}</div>
            </div>
            <div className="pay-cart-item-figures">
              <span className="pay-amount">{formatMoney(item.price)}</span>
              {item.discount ? (
                <span className="pay-discount-applied">
                  {item.discount_code
                    ? m('cart.discountWithCode', {
                        code: item.discount_code,
                        amount: formatMoney(item.discount),
                      })
                    : m('cart.discount', { amount: formatMoney(item.discount) })}
                </span>
              ) : null}
              <Button
                size="small"
                variant="danger"
                disabled={disabled}
                aria-label={m('cart.removeLabel', { title: item.venue_data.title })}
                loading={remove.isPending && remove.variables?.venueId === item.venue_id}
                onClick={() => remove.mutate({ venueId: item.venue_id, venueType: item.venue_type })}
              >
                {m('cart.remove')}
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
}) => {
  const m = useCheckoutMessages();
  return (
    <dl className="pay-totals">
      <dt>{m('cart.total')}</dt>
      <dd>{formatMoney(total)}</dd>
      <dt>{m('cart.discounts')}</dt>
      <dd>{formatMoney(discounts)}</dd>
      <dt className="pay-total-due">{m('cart.totalDue')}</dt>
      <dd className="pay-total-due">{formatMoney(amountDue)}</dd>
    </dl>
  );
};
