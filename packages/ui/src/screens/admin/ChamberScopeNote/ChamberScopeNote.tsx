import { Building2, Globe } from 'lucide-react';
import { useIntl } from 'react-intl';
import * as styles from './ChamberScopeNote.css';

/** Where a write lands: one chamber (by its name), or the whole network. */
export type ChamberScope = { kind: 'chamber'; name: string } | { kind: 'network' };

export interface ChamberScopeNoteProps {
  scope: ChamberScope;
}

/**
 * The chamber a form writes to, said in its header ('Chambre : AmCham Gabon', or 'Tout le réseau'), so that an
 * administrator who acts on several chambers always knows where the change lands.
 */
export function ChamberScopeNote({ scope }: ChamberScopeNoteProps) {
  const intl = useIntl();
  return (
    <p className={styles.note} data-scope={scope.kind}>
      {scope.kind === 'chamber' ? <Building2 size={16} aria-hidden="true" /> : <Globe size={16} aria-hidden="true" />}
      <span>
        {scope.kind === 'chamber' ? intl.formatMessage({ id: 'admin.scope.chamber' }, { name: scope.name }) : intl.formatMessage({ id: 'admin.scope.network' })}
      </span>
    </p>
  );
}
