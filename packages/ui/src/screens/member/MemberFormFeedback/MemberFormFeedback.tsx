import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert';
import type { MemberSaveState } from '../types';
import * as styles from './MemberFormFeedback.css';

export interface MemberFormFeedbackProps {
  save?: MemberSaveState;
  /** An invalid submit: 'Veuillez corriger les erreurs dans le formulaire.' (spec public §5). */
  formError?: boolean;
  /** The screen's success message (spec public §8 success messages). */
  successMessage: string;
}

/**
 * The banners under a member form: the invalid-submit message, the save failure (the server's message, or the
 * default 'Erreur lors de l'enregistrement des modifications') and the success message, which the container
 * clears after 3 s (spec public §4).
 */
export function MemberFormFeedback({ save, formError = false, successMessage }: MemberFormFeedbackProps) {
  const intl = useIntl();
  const saveError = save?.error === true ? intl.formatMessage({ id: 'member.form.saveError' }) : save?.error;
  if (!formError && !saveError && !save?.saved) return null;
  return (
    <div className={styles.feedback}>
      {formError ? <Alert tone="error">{intl.formatMessage({ id: 'member.form.invalid' })}</Alert> : null}
      {saveError ? <Alert tone="error">{saveError}</Alert> : null}
      {save?.saved ? <Alert tone="success">{successMessage}</Alert> : null}
    </div>
  );
}
