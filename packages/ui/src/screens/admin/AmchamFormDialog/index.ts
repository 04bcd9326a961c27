export * from './AmchamFormDialog';
