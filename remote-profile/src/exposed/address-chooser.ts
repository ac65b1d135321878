export { AddressChooser as Component } from '../features/addresses/components/address-chooser';
