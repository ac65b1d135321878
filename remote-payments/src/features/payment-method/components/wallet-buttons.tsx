import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';

type Props = {
  clientId: string;
  amount: number;
  disabled: boolean;
  onApproved: (authorizationCode: string) => void;
};

/**
 * The digital wallet (spec 2.6, 6 and 7.5), with PayPal's own React SDK: an order for the amount with
 * no shipping, authorized (not captured) on approval; its authorization id is the authorizationCode the
 * API settles. Credit and card funding only. Errors are only logged (spec 8). Loaded with its tab: no
 * other page fetches this module or PayPal's script.
 */
const WalletButtons = ({ clientId, amount, disabled, onApproved }: Props) => (
  <PayPalScriptProvider
    options={{
      clientId,
      intent: 'authorize',
      currency: 'USD',
      enableFunding: 'card,credit',
      disableFunding: 'paylater,venmo',
    }}
  >
    <PayPalButtons
      style={{ layout: 'vertical' }}
      disabled={disabled}
      forceReRender={[amount]}
      createOrder={(_, actions) =>
        actions.order.create({
          intent: 'AUTHORIZE',
          purchase_units: [{ amount: { currency_code: 'USD', value: amount.toFixed(2) } }],
          application_context: { shipping_preference: 'NO_SHIPPING' },
        })
      }
      onApprove={async (_, actions) => {
        const order = await actions.order?.authorize();
        const authorization = order?.purchase_units?.[0]?.payments?.authorizations?.[0]?.id;
        if (authorization) onApproved(authorization);
        else console.error('The digital wallet approved an order without an authorization');
      }}
      onError={(error) => console.error('Digital wallet error', error)}
    />
  </PayPalScriptProvider>
);

export default WalletButtons;
