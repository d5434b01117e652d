/** Package entry for Node consumers; the web app imports the files it needs directly. */
export * from './constants.ts';
export * from './cs-path.ts';
export * from './endpoint.ts';
export * from './endpoints.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './patterns.ts';
export * from './system.ts';
export * from './whitelabel.ts';
