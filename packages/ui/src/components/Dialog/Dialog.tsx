import { cva } from 'class-variance-authority';
import { useEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useUi } from '../../provider/UiProvider';
import { Alert } from '../Alert';
import { cx } from '../../styles/cx';
import * as styles from './Dialog.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

const dialogContent = cva(styles.content, { variants: { size: styles.size }, defaultVariants: { size: 'md' } });

export type DialogProps = RadixDialog.DialogProps;

/** A modal dialog (Radix): focus trapped inside, Escape and a click on the backdrop close it, focus returns to the trigger. */
export function Dialog(props: DialogProps) {
  return <RadixDialog.Root {...props} />;
}

export const DialogTrigger = RadixDialog.Trigger;
export type DialogTriggerProps = RadixDialog.DialogTriggerProps;

export const DialogClose = RadixDialog.Close;
export type DialogCloseProps = RadixDialog.DialogCloseProps;

export interface DialogContentProps extends ComponentPropsWithRef<typeof RadixDialog.Content> {
  size?: DialogSize;
  /** Hides the corner close button (a dialog whose footer already says Cancel, or one that must not be dismissed). */
  hideCloseButton?: boolean;
  /** Overrides the close button's accessible label. */
  closeLabel?: string;
  children?: ReactNode;
}

/** The dialog box with its backdrop, rendered in a portal that carries the provider's theme. */
export function DialogContent({
  size = 'md',
  hideCloseButton = false,
  closeLabel,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const intl = useIntl();
  const { themeClass } = useUi();
  // Radix gives the focus back to a DialogTrigger only; a dialog opened by a screen's own button (a controlled
  // dialog) would leave it on the page's body. The element focused when it opened gets it back instead.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={cx(themeClass, styles.overlay)} data-testid="dialog-backdrop" />
      <RadixDialog.Content
        {...props}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const element = opener.current;
          if (event.defaultPrevented || !element?.isConnected) return;
          event.preventDefault();
          element.focus();
        }}
        data-size={size}
        className={dialogContent({ size, className: cx(themeClass, className) })}
      >
        {children}
        {hideCloseButton ? null : (
          <RadixDialog.Close className={styles.close} aria-label={closeLabel ?? intl.formatMessage({ id: 'ui.dialog.close' })}>
            <X aria-hidden="true" size={20} />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export type DialogTitleProps = ComponentPropsWithRef<typeof RadixDialog.Title>;

/** The dialog's name (required by assistive technology). */
export function DialogTitle({ className, ...props }: DialogTitleProps) {
  return <RadixDialog.Title {...props} className={cx(styles.title, className)} />;
}

export type DialogDescriptionProps = ComponentPropsWithRef<typeof RadixDialog.Description>;

export function DialogDescription({ className, ...props }: DialogDescriptionProps) {
  return <RadixDialog.Description {...props} className={cx(styles.description, className)} />;
}

export type DialogBodyProps = ComponentPropsWithRef<'div'>;

/** The dialog's main content (a form's fields). */
export function DialogBody({ className, ...props }: DialogBodyProps) {
  return <div {...props} className={cx(styles.body, className)} />;
}

export type DialogFooterProps = ComponentPropsWithRef<'div'>;

/** The row of actions at the bottom (Cancel, Save), aligned to the end. */
export function DialogFooter({ className, ...props }: DialogFooterProps) {
  return <div {...props} className={cx(styles.footer, className)} />;
}

export interface DialogErrorProps {
  children: ReactNode;
}

/**
 * A failed save of a dialog's form (the service's message): put next to the buttons, and scrolled into view when it
 * appears, so a dialog scrolled anywhere shows it (a message at the top of a scrolled dialog went unseen).
 */
export function DialogError({ children }: DialogErrorProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [children]);
  return (
    <div ref={box}>
      <Alert tone="error">{children}</Alert>
    </div>
  );
}
