export { CompanyMediaScreen } from './CompanyMediaScreen';
export type { CompanyMediaScreenProps, GalleryPhoto } from './CompanyMediaScreen';
