// The kit's mail renderer: the service's one run-time import of the kit. The build (scripts/bundle-mail.mjs) replaces
// this module's output with one self-contained file (the kit's mail entry and React's server renderer inside it), so
// that the service runs on its own production dependencies: the kit is a devDependency of the service, and the kit's
// own dependencies are the browser app's (charts, maps, dialogs). Tests and tsx read the kit's build through the
// workspace link instead. Only this re-export: anything else this module imported would be bundled into it too, a
// second copy beside the service's own.
export { renderMail } from '@annuaire/ui/mail';
