import { MemberImportDialog, type ChamberScope, type MemberImportState } from '@annuaire/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { apiErrorOf } from '../../data/serviceCall';
import { useImportMembersMutation } from './adminMembersApi';

export interface ImportDialogContainerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chamberId: number;
  /** The chamber the form writes to, said in its header. */
  chamberScope: ChamberScope;
}

/**
 * The CSV import: the file is checked first (a dry run writes nothing and reports the members to create and to
 * update and every row error), then imported in one transaction; the list and the cards reload after.
 */
export function ImportDialogContainer({ open, onOpenChange, chamberId, chamberScope }: ImportDialogContainerProps) {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<MemberImportState>({ step: 'choose' });
  const [importMembers] = useImportMembersMutation();

  const send = async (dryRun: boolean) => {
    if (!file) return;
    const report = state.step === 'checked' ? state.report : undefined;
    setState(dryRun || !report ? { step: 'checking' } : { step: 'importing', report });
    // the bytes as saved (French Excel writes Windows-1252): reading them as text here would turn its accents into U+FFFD
    let csv: ArrayBuffer;
    try {
      csv = await file.arrayBuffer();
    } catch {
      setState({ step: 'failed', message: intl.formatMessage({ id: 'app.admin.import.readError' }) });
      return;
    }
    const result = await importMembers({ chamberId, csv, dryRun });
    if ('error' in result) {
      setState({ step: 'failed', message: apiErrorOf(result.error)?.message ?? intl.formatMessage({ id: 'app.admin.loadError' }) });
      return;
    }
    const counts = { created: result.data.created, updated: result.data.updated, errors: result.data.errors };
    setState(dryRun || !result.data.applied ? { step: 'checked', report: counts } : { step: 'done', report: counts });
  };

  const close = (next: boolean) => {
    if (!next) {
      setFile(null);
      setState({ step: 'choose' });
    }
    onOpenChange(next);
  };

  return (
    <MemberImportDialog
      chamberScope={chamberScope}
      open={open}
      onOpenChange={close}
      file={file}
      onFileChange={(chosen) => {
        setFile(chosen);
        setState({ step: 'choose' });
      }}
      state={state}
      onCheck={() => void send(true)}
      onImport={() => void send(false)}
    />
  );
}
