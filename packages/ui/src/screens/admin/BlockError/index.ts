export { BlockError } from './BlockError';
