export * from './AdminAmchamScreen';
