// Page module of the route table (routeTable.ts), loaded on demand with its texts. The sign-in loads the code and
// texts of the space it leads to before going there (preparePage), so that the space shows at once.
import LoginContainer from '../../features/login/LoginContainer';
import { preparePage } from '../routes';

export function Component() {
  return <LoginContainer prepare={preparePage} />;
}
