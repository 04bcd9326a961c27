import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Alert.css';

export const alertTones = ['success', 'error', 'info'] as const;
export type AlertTone = (typeof alertTones)[number];

const alert = cva(styles.base, { variants: { tone: styles.tone }, defaultVariants: { tone: 'info' } });

const icons: Record<AlertTone, ReactNode> = {
  success: <CircleCheck size={20} />,
  error: <CircleAlert size={20} />,
  info: <Info size={20} />,
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button. */
  dismissible?: boolean;
  /** Hides the alert after this many milliseconds (spec: success banner 3000 ms, error banner 5000 ms). */
  autoDismissMs?: number;
  /** Called when the alert goes away (close button or timer); the alert hides itself either way. */
  onDismiss?: () => void;
  /** Accessible name of the close button; defaults to the catalogue's 'Fermer'. */
  dismissLabel?: string;
}

/**
 * A message banner. Errors interrupt (role alert); success and info wait their turn (role status).
 * To show it again, the screen re-mounts it (e.g. with a `key` per message).
 */
export function Alert({ tone = 'info', title, children, dismissible = false, autoDismissMs, onDismiss, dismissLabel, className, ...rest }: AlertProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(true);
  const dismissed = useEffectEvent(() => onDismiss?.());

  useEffect(() => {
    if (!open || autoDismissMs === undefined) return;
    const timer = setTimeout(() => {
      setOpen(false);
      dismissed();
    }, autoDismissMs);
    return () => clearTimeout(timer);
  }, [open, autoDismissMs]);

  if (!open) return null;

  return (
    <div {...rest} role={tone === 'error' ? 'alert' : 'status'} data-variant={tone} className={alert({ tone, className })}>
      <span className={styles.icon} aria-hidden="true">
        {icons[tone]}
      </span>
      <div className={styles.content}>
        {title !== undefined ? <p className={styles.title}>{title}</p> : null}
        {children !== undefined ? <div className={styles.message}>{children}</div> : null}
      </div>
      {dismissible ? (
        <button
          type="button"
          className={styles.close}
          aria-label={dismissLabel ?? intl.formatMessage({ id: 'ui.alert.dismiss' })}
          onClick={() => {
            setOpen(false);
            onDismiss?.();
          }}
        >
          <X size={18} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
