// Page module of the route table (routeTable.ts), loaded on demand with its texts.
export { HomeContainer as Component } from '../../features/home/HomeContainer';
