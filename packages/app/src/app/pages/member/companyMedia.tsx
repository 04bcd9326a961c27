// Page module of the route table (routeTable.ts), loaded on demand with its texts.
import CompanyMediaContainer from '../../../features/memberSpace/CompanyMediaContainer';
import { memberTabPath } from '../../routeTable';

export function Component() {
  return <CompanyMediaContainer editProfileHref={memberTabPath('about')} />;
}
