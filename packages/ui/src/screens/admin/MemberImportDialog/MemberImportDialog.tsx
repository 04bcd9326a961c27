import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/Dialog';
import { ChamberScopeNote, type ChamberScope } from '../ChamberScopeNote';
import { FileInput } from '../../../components/FileInput';
import { Spinner } from '../../../components/Spinner';
import { Table } from '../../../components/Table';
import { useFormat } from '../../../format/useFormat';
import * as styles from './MemberImportDialog.css';

/** One problem of a row of the file: its line (the header is line 1), its column, what is wrong. */
export interface MemberImportRowError {
  line: number;
  column: string | null;
  message: string;
}

export interface MemberImportReport {
  created: number;
  updated: number;
  errors: readonly MemberImportRowError[];
}

/**
 * Where the import stands: a file to choose; its check (a dry run: nothing written); the check's report; the
 * import itself; done; or a failure of a call (the catalogue's message).
 */
export type MemberImportState =
  | { step: 'choose' }
  | { step: 'checking' }
  | { step: 'checked'; report: MemberImportReport }
  | { step: 'importing'; report: MemberImportReport }
  | { step: 'done'; report: MemberImportReport }
  | { step: 'failed'; message: string };

export interface MemberImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  file: File | null;
  onFileChange: (file: File | null) => void;
  state: MemberImportState;
  /** Checks the chosen file (a dry run). */
  onCheck: () => void;
  /** Writes the checked file (all its rows in one transaction). */
  onImport: () => void;
  /** The chamber the form writes to (or the whole network), said under its title. */
  chamberScope?: ChamberScope;
}

/**
 * The CSV import of the members screen (a dry run first shows how many members would be created and
 * updated and every row error; nothing is written while any row is invalid), with its progress.
 */
export function MemberImportDialog({ open, onOpenChange, file, onFileChange, state, onCheck, onImport, chamberScope }: MemberImportDialogProps) {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const report = 'report' in state ? state.report : undefined;
  const busy = state.step === 'checking' || state.step === 'importing';
  const canImport = state.step === 'checked' && report !== undefined && report.errors.length === 0 && report.created + report.updated > 0;

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent size="lg">
        <DialogTitle>{t('admin.import.title')}</DialogTitle>
        <DialogDescription>{t('admin.import.description')}</DialogDescription>
        {chamberScope ? <ChamberScopeNote scope={chamberScope} /> : null}
        <DialogBody className={styles.body}>
          <FileInput
            label={t('admin.import.file')}
            accept=".csv,text/csv"
            value={file ? [file] : []}
            onChange={(files) => onFileChange(files[0] ?? null)}
            disabled={busy}
          />
          {busy ? (
            <p className={styles.progress} role="status">
              <Spinner size="sm" decorative />
              {t(state.step === 'checking' ? 'admin.import.checking' : 'admin.import.importing')}
            </p>
          ) : null}
          {state.step === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
          {report && state.step !== 'done' ? (
            <div className={styles.report} role="status">
              <p className={styles.counts}>{t('admin.import.counts', { created: format.number(report.created), updated: format.number(report.updated) })}</p>
              {report.errors.length > 0 ? (
                <>
                  <Alert tone="error">{t('admin.import.errorsFound', { count: report.errors.length })}</Alert>
                  <Table
                    caption={t('admin.import.errorsCaption')}
                    hideCaption
                    stackOnPhone
                    columns={[
                      { key: 'line', header: t('admin.import.column.line'), width: '5rem' },
                      { key: 'column', header: t('admin.import.column.column'), cell: (row) => row.column ?? '—' },
                      { key: 'message', header: t('admin.import.column.message') },
                    ]}
                    rows={[...report.errors]}
                    getRowKey={(row) => `${row.line}:${row.column ?? ''}:${row.message}`}
                  />
                </>
              ) : null}
            </div>
          ) : null}
          {state.step === 'done' ? (
            <Alert tone="success" title={t('admin.import.done.title')}>
              {t('admin.import.done.counts', { created: format.number(state.report.created), updated: format.number(state.report.updated) })}
            </Alert>
          ) : null}
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {t(state.step === 'done' ? 'admin.import.close' : 'admin.import.cancel')}
          </Button>
          {state.step === 'done' ? null : state.step === 'checked' || state.step === 'importing' ? (
            <Button type="button" busy={state.step === 'importing'} disabled={!canImport} onClick={onImport}>
              {t('admin.import.import')}
            </Button>
          ) : (
            <Button type="button" busy={state.step === 'checking'} disabled={file === null} onClick={onCheck}>
              {t('admin.import.check')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
