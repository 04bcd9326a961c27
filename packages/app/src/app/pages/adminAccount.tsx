// Page module of the route table (routeTable.ts): "Mon compte" in the back-office frame, loaded on demand with its texts.
export { default as Component } from '../../features/account/AccountContainer';
