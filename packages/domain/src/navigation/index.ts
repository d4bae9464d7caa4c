export * from './menu-types';
export * from './menus';
export * from './select-menu';
export * from './routes';
export * from './page-permissions';
