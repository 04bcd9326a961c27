export { Dialog, DialogTrigger, DialogClose, DialogContent, DialogTitle, DialogDescription, DialogBody, DialogFooter, dialogSizes } from './Dialog';
export type {
  DialogProps,
  DialogTriggerProps,
  DialogCloseProps,
  DialogContentProps,
  DialogTitleProps,
  DialogDescriptionProps,
  DialogBodyProps,
  DialogFooterProps,
  DialogSize,
} from './Dialog';
