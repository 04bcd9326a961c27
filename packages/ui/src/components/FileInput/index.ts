export { FileInput, ImagePicker, matchesAccept } from './FileInput';
export type { FileInputProps, ImagePickerProps, ExistingFile, FileRejection } from './FileInput';
