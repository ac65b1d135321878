// Standalone entry, for this remote's own development; the portal loads the exposed modules instead.
void import('./bootstrap');
