// Page module of the route table (routeTable.ts), loaded on demand with its texts.
export { default as Component } from '../../features/embed/EmbedDirectoryContainer';
