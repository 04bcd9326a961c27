// The back-office's session support for the tests of every admin feature (a feature imports no other feature).
export { adminShellHandlers, signedInAdmin } from '../features/adminMembers/adminTesting';
