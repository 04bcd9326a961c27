export * from './AmchamViewDialog';
