// The async boundary lets the federation runtime negotiate shared libraries before any of them runs.
void import('./bootstrap');
