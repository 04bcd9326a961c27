export * from './NamesListScreen';
