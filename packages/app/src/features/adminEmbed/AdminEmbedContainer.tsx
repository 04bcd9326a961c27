import { AdminEmbedScreen, type AdminNoticeMessage, type EmbedFormValues, type EmbedSnippet } from '@annuaire/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { apiErrorOf } from '../../data/serviceCall';
import { sectorLabel, useSectorsQuery } from '../../data/reference';
import { PageHead } from '../../shared/PageHead';
import { useAdminChamber } from '../../shared/useAdminChamber';
import { useAppForm } from '../../shared/useAppForm';
import { useFormRules } from '../../shared/useFormRules';
import { embedSettingsSchema } from '../../validation/adminEmbed';
import { useEmbedSettingsQuery, useEmbedStatisticsQuery, useSaveEmbedSettingsMutation } from './adminEmbedApi';
import { embedPagePath, embedSnippets, toEmbedAudience, toEmbedFormValues, toEmbedSettings } from './mappers';

/** The audience's period: the last 30 days. */
const STATISTICS_DAYS = 30;

const EMPTY_FORM: EmbedFormValues = { language: 'fr', scope: 'chamber', sectorIds: [], accent: '', font: 'kit', perPage: '12', allowedOrigins: [] };

/**
 * /integration and /admin/integration: a chamber puts the directory on its own website. A chamber administrator sets
 * its own chamber's embed; the network administrator the chamber it picks (the back-office's chamber context). The
 * settings form with the contract's rules, its save and notice; the code to paste with this site's address; the
 * preview of the embedded page (loaded again after a save); the searches, views and contacts per source.
 */
export default function AdminEmbedContainer() {
  const language = useAppSelector((state) => state.language.current);
  const { chambers, chamberId, choose, ready } = useAdminChamber();
  const chamber = ready && chamberId !== null ? chamberId : skipToken;
  const settings = useEmbedSettingsQuery(chamber);
  const statistics = useEmbedStatisticsQuery(chamber === skipToken ? skipToken : { chamberId: chamber, days: STATISTICS_DAYS });
  const sectors = useSectorsQuery();
  const [save] = useSaveEmbedSettingsMutation();
  const [notice, setNotice] = useState<AdminNoticeMessage>();
  const [copied, setCopied] = useState<EmbedSnippet>();
  const [previewVersion, setPreviewVersion] = useState(0);
  const { t, schema } = useFormRules(embedSettingsSchema);

  const initialValues = useMemo(() => (settings.currentData ? toEmbedFormValues(settings.currentData) : EMPTY_FORM), [settings.currentData]);
  const form = useAppForm<EmbedFormValues>({
    initialValues,
    schema,
    onSubmit: async (values) => {
      if (chamberId === null) return;
      setNotice(undefined);
      const result = await save({ chamberId, settings: toEmbedSettings(values) });
      if ('error' in result) {
        setNotice({ tone: 'error', message: apiErrorOf(result.error)?.message ?? t('app.admin.embed.error') });
        return;
      }
      setNotice({ tone: 'success', message: t('app.admin.embed.saved') });
      setPreviewVersion((version) => version + 1);
    },
  });

  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const snippets = useMemo(() => (chamberId === null ? { script: '', iframe: '' } : embedSnippets(origin, chamberId)), [origin, chamberId]);

  const copy = async (snippet: EmbedSnippet) => {
    try {
      await navigator.clipboard.writeText(snippets[snippet]);
      setCopied(snippet);
    } catch {
      setCopied(undefined);
      setNotice({ tone: 'error', message: t('app.admin.embed.copyFailed') });
    }
  };

  const sectorOptions = useMemo(
    () =>
      [...(sectors.data ?? [])]
        .map((sector) => ({ id: sector.id, label: sectorLabel(sector, language) }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [sectors.data, language],
  );

  return (
    <>
      <PageHead />
      <AdminEmbedScreen
        chambers={chambers}
        chamberId={chamberId}
        onChamberChange={(id) => {
          setNotice(undefined);
          setCopied(undefined);
          choose(id);
        }}
        settings={
          settings.isError
            ? { status: 'error', message: apiErrorOf(settings.error)?.message }
            : settings.currentData === undefined
              ? { status: 'loading' }
              : { status: 'loaded' }
        }
        onRetry={() => void settings.refetch()}
        sectors={sectorOptions}
        values={form.values}
        errors={form.visibleErrors}
        onChange={(values, changed) => {
          setCopied(undefined);
          form.setValues(values, changed);
        }}
        onBlur={form.blur}
        onSubmit={() => void form.submit()}
        submitDisabled={form.submitDisabled}
        saving={form.submitting}
        notice={notice ? { ...notice, onDismiss: () => setNotice(undefined) } : undefined}
        snippets={snippets}
        onCopy={(snippet) => void copy(snippet)}
        copied={copied}
        previewUrl={chamberId === null ? 'about:blank' : embedPagePath(chamberId)}
        previewVersion={previewVersion}
        statistics={
          statistics.isError
            ? { status: 'error', message: apiErrorOf(statistics.error)?.message }
            : statistics.currentData === undefined
              ? { status: 'loading' }
              : { status: 'loaded', data: toEmbedAudience(statistics.currentData) }
        }
        statisticsDays={STATISTICS_DAYS}
        onStatisticsRetry={() => void statistics.refetch()}
      />
    </>
  );
}
