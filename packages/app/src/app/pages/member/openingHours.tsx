// Page module of the route table (routeTable.ts), loaded on demand with its texts.
import OpeningHoursContainer from '../../../features/memberSpace/OpeningHoursContainer';
import { memberTabPath } from '../../routeTable';

export function Component() {
  return <OpeningHoursContainer editProfileHref={memberTabPath('about')} />;
}
