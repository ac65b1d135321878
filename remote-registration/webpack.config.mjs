import { createRemoteConfig } from '@portal/webpack-config';

// Name, port and exposed modules come from this remote's entry in portal.remotes.json.
export default createRemoteConfig({ appDir: import.meta.dirname });
