import type { MemberSaveState } from '@annuaire/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { apiErrorOf } from '../data/serviceCall';
import { pwaIntl, refusedOffline } from './pwaMessages';

/** spec public §9: the success message shows for 3000 ms. */
export const SUCCESS_MESSAGE_MS = 3000;

export interface MemberSave {
  save: MemberSaveState;
  /**
   * Runs a save with the company id. Ignored (false) while another is in progress; without a companyId it shows
   * 'Impossible de sauvegarder : ID de l'entreprise manquant'. Resolves true on success.
   */
  run: (call: (companyId: number) => Promise<{ data?: unknown; error?: unknown }>) => Promise<boolean>;
}

/**
 * The save rules of the member screens (spec public §4, §8): a save is ignored while another is in progress; a
 * success shows its message for 3 s, then the message clears and `reload` runs; a failure shows the server's message,
 * or the screen's default when there is none (a refused field: the form's message, the field's under it).
 */
export function useMemberSave(companyId: number | null, reload: () => void): MemberSave {
  const intl = useIntl();
  const [save, setSave] = useState<MemberSaveState>({});
  const inProgress = useRef(false);
  const pendingReload = useRef<{ timer: ReturnType<typeof setTimeout>; reload: () => void } | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Leaving the screen before the 3 s are up: the data still has to be reloaded for the next visit.
      const pending = pendingReload.current;
      if (pending) {
        clearTimeout(pending.timer);
        pending.reload();
        pendingReload.current = null;
      }
    };
  }, []);

  const run = useCallback<MemberSave['run']>(
    async (call) => {
      if (inProgress.current) return false;
      if (companyId === null) {
        setSave({ error: intl.formatMessage({ id: 'app.member.save.noCompanyId' }) });
        return false;
      }
      inProgress.current = true;
      if (pendingReload.current) clearTimeout(pendingReload.current.timer);
      pendingReload.current = null;
      setSave({ saving: true });
      const result = await call(companyId);
      inProgress.current = false;
      if (!mounted.current) return result.error === undefined;
      if (result.error !== undefined) {
        const failure = apiErrorOf(result.error);
        // a refused field shows its message under the field: above the form, the form's message
        // offline, nothing reached the service: said plainly (the form keeps its values for a retry)
        const message = refusedOffline(failure)
          ? pwaIntl(intl.locale).formatMessage({ id: 'app.pwa.offlineWrite' })
          : failure?.fields
            ? intl.formatMessage({ id: 'validation.form.invalid' })
            : failure?.message.trim();
        setSave({ error: message ? message : true });
        return false;
      }
      setSave({ saved: true });
      const timer = setTimeout(() => {
        pendingReload.current = null;
        setSave({});
        reload();
      }, SUCCESS_MESSAGE_MS);
      pendingReload.current = { timer, reload };
      return true;
    },
    [companyId, intl, reload],
  );

  return { save, run };
}
