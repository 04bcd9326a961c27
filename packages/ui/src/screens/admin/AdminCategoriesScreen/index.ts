export * from './AdminCategoriesScreen';
