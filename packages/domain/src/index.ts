// The package's single entry: the server and the web app import from '@bookone/domain' only.
export * from './constants';
export * from './plans';
export * from './roles';
export * from './permissions';
export * from './session';
export * from './validation';
export * from './tax';
export * from './rooms';
export * from './schemas/common';
export * from './schemas/property';
export * from './schemas/subscription';
export * from './schemas/user';
export * from './navigation/index';
export * from './format/index';
export * from './schemas/shell';
export * from './schemas/setup';
export * from './availability';
