export * from './file-links';
export * from './routes';
