import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { CountryFlag, CountryLabel } from '../../../components/CountryFlag';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/Dialog';
import { Logo } from '../../../components/Logo';
import type { AmchamRow } from '../AdminAmchamScreen';
import * as styles from './AmchamViewDialog.css';

export interface AmchamViewDialogProps {
  /** The chamber shown; closed when undefined. */
  chamber: AmchamRow | undefined;
  onClose: () => void;
}

/** The read-only panel of a chamber. */
export function AmchamViewDialog({ chamber, onClose }: AmchamViewDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const country = chamber?.countryName ?? t('admin.amcham.unknownCountry');
  const rows: Array<[string, ReactNode]> = chamber
    ? [
        ['admin.amchamForm.field.countryId', <CountryLabel icon={chamber.countryIcon}>{country}</CountryLabel>],
        ['admin.amchamForm.field.email', chamber.email],
        ['admin.amchamForm.field.telephone', chamber.telephone],
        ['admin.amchamForm.field.address', chamber.address],
        ['admin.amchamForm.field.website', chamber.website ?? t('admin.amchamView.noWebsite')],
      ]
    : [];
  return (
    <Dialog open={chamber !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="md">
        <DialogTitle>{chamber?.name}</DialogTitle>
        <DialogDescription>{t('admin.amchamView.description')}</DialogDescription>
        <DialogBody>
          {chamber ? (
            <div className={styles.head}>
              {chamber.logoUrl ? <Logo name={chamber.name} src={chamber.logoUrl} size="md" /> : <CountryFlag icon={chamber.countryIcon} size="lg" />}
            </div>
          ) : null}
          <dl className={styles.list}>
            {rows.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt className={styles.term}>{t(label)}</dt>
                <dd className={styles.value}>{value}</dd>
              </div>
            ))}
          </dl>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.amchamView.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
