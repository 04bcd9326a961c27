export * from './AdminSectorsScreen';
