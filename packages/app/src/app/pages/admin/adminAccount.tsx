// Page module of the route table (routeTable.ts): "Mon compte" in the back-office frame, whose header shows the title.
import AccountContainer from '../../../features/account/AccountContainer';

export function Component() {
  return <AccountContainer inBackOffice />;
}
