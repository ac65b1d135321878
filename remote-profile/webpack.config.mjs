import { createAppConfig } from '@portal/webpack-config';

export default createAppConfig({
  appDir: import.meta.dirname,
  federationName: 'profile',
  devPort: 4102,
  title: 'Profile (standalone)',
  // The remote's whole public interface: each exposed module exports its component as `Component`.
  exposes: {
    './ProfilePage': './src/exposed/profile-page.ts',
    './ContactPage': './src/exposed/contact-page.ts',
    './SignatureEditor': './src/exposed/signature-editor.tsx',
    './PhoneContactChooser': './src/exposed/phone-contact-chooser.ts',
    './AddressChooser': './src/exposed/address-chooser.ts',
  },
});
