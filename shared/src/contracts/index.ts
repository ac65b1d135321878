export * from './envelope';
export * from './school';
export * from './student';
export * from './catalog';
