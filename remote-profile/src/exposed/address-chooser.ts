export { AddressChooserPanel as Component } from '../pages/address-chooser-panel';
