export { ChamberScopeNote } from './ChamberScopeNote';
export type { ChamberScope, ChamberScopeNoteProps } from './ChamberScopeNote';
