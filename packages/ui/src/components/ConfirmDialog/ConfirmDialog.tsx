import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../Dialog';

export const confirmDialogTones = ['default', 'danger'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The question, e.g. 'Êtes-vous sûr de vouloir supprimer cet Amcham ?' (spec admin §8). */
  message: ReactNode;
  onConfirm: () => void;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** 'danger' for a deletion: the confirm button is red. */
  tone?: ConfirmDialogTone;
  /** The confirmed action is running: confirm shows a spinner, nothing else can be pressed and the dialog stays. */
  busy?: boolean;
  busyLabel?: ReactNode;
}

/** Asks before an irreversible action (deleting a banner, an announcement, an Amcham, a category, a sector). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  onConfirm,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  busy = false,
  busyLabel,
}: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent
        size="sm"
        role="alertdialog"
        hideCloseButton
        data-tone={tone}
        aria-busy={busy || undefined}
        // While the action runs the dialog must stay: it shows the outcome's progress.
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        onPointerDownOutside={(event) => busy && event.preventDefault()}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{message}</DialogDescription>
        <DialogFooter>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelLabel ?? intl.formatMessage({ id: 'ui.confirmDialog.cancel' })}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
            {confirmLabel ?? intl.formatMessage({ id: 'ui.confirmDialog.confirm' })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
