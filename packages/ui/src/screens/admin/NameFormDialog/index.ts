export * from './NameFormDialog';
