export * from './currency';
export * from './excerpt';
export * from './relative-time';
export * from './number-to-words';
export * from './target-date';
export * from './notification-date';
export * from './smooth-scroll';
export type { DateInput } from './to-date';
