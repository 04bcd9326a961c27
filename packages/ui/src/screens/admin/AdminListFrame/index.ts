export * from './AdminListFrame';
