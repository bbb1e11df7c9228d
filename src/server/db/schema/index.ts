export * from './attempts';
export * from './leads';
export * from './site-settings';
export * from './tests';
export * from './rate-limits';
