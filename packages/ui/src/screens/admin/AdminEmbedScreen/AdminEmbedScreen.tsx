import { Check, Copy, Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Checkbox } from '../../../components/Checkbox';
import { FieldMessageLines } from '../../../components/FormField';
import { IconButton } from '../../../components/IconButton';
import { Select } from '../../../components/Select';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { useFormat } from '../../../format/useFormat';
import type { StatisticsBlockState } from '../AdminStatisticsScreen';
import type { AdminNotice } from '../AdminListFrame';
import type { AdminChamber, AdminListState } from '../types';
import { embedFonts, type EmbedFont } from '../../public/EmbedDirectoryScreen/embedTheme';
import * as styles from './AdminEmbedScreen.css';
import { BlockError } from '../BlockError';

/** The embedded directory's language and what it searches (the contract's EmbedOptions; its typefaces are the embed screen's embedFonts). */
export const embedLanguages = ['fr', 'en'] as const;
export type EmbedLanguage = (typeof embedLanguages)[number];
export const embedScopes = ['chamber', 'network'] as const;
export type EmbedScope = (typeof embedScopes)[number];

/** The two ways of putting the directory on a site: the loader script, or a frame for sites that forbid scripts. */
export const embedSnippets = ['script', 'iframe'] as const;
export type EmbedSnippet = (typeof embedSnippets)[number];

/** The settings form as the screen shows it: the accent '' keeps the kit's colour; a blank site is dropped on save. */
export interface EmbedFormValues {
  language: EmbedLanguage;
  scope: EmbedScope;
  sectorIds: readonly number[];
  accent: string;
  font: EmbedFont;
  perPage: string;
  allowedOrigins: readonly string[];
}

/** How many searches, member page views and contacts came through one source. */
export interface EmbedSourceCounts {
  searches: number;
  views: number;
  contacts: number;
}

/** The chamber's audience per source: the portal, and the directory embedded on its site. */
export interface EmbedAudience {
  portal: EmbedSourceCounts;
  embed: EmbedSourceCounts;
}

export interface EmbedSectorOption {
  id: number;
  /** The sector's name in the current language. */
  label: string;
}

/** At most so many allowed sites (the contract's EmbedSettings). */
export const EMBED_MAX_SITES = 20;

export interface AdminEmbedScreenProps {
  /** The network administrator's chamber picker (a chamber administrator sees its own only: undefined). */
  chambers?: readonly AdminChamber[];
  /** The chamber whose embed is set; null while the network administrator has picked none (the whole network). */
  chamberId: number | null;
  onChamberChange?: (chamberId: number) => void;
  /** Where the settings stand: loading, failed (the catalogue's message), loaded. */
  settings: AdminListState;
  onRetry: () => void;
  sectors: readonly EmbedSectorOption[];
  values: EmbedFormValues;
  /** The messages to show, by path ('accent', 'perPage', 'allowedOrigins', 'allowedOrigins[2]'). */
  errors?: Readonly<Partial<Record<string, string>>>;
  /** The values changed, with the paths the user changed. */
  onChange: (values: EmbedFormValues, changed: readonly string[]) => void;
  onBlur?: (path: string) => void;
  onSubmit: () => void;
  /** Invalid values, or a save on its way. */
  submitDisabled?: boolean;
  saving?: boolean;
  /** Saved, or the save failed. */
  notice?: AdminNotice;
  /** The code a chamber pastes on its site. */
  snippets: Readonly<Record<EmbedSnippet, string>>;
  onCopy: (snippet: EmbedSnippet) => void;
  /** The snippet just copied: its button says so. */
  copied?: EmbedSnippet;
  /** The embedded page, framed in the screen as the chamber's site shows it. */
  previewUrl: string;
  /** A new value loads the preview again (after a save). */
  previewVersion?: number;
  /** The searches, views and contacts per source over `statisticsDays` days. */
  statistics: StatisticsBlockState<EmbedAudience>;
  statisticsDays: number;
  onStatisticsRetry: () => void;
}

// Static message ids (the message-id check reads them from the code).
const languageMessage: Record<EmbedLanguage, string> = { fr: 'admin.embed.language.fr', en: 'admin.embed.language.en' };
const scopeMessage: Record<EmbedScope, string> = { chamber: 'admin.embed.scope.chamber', network: 'admin.embed.scope.network' };
const fontMessage: Record<EmbedFont, string> = { kit: 'admin.embed.font.kit', system: 'admin.embed.font.system', serif: 'admin.embed.font.serif' };
const snippetMessage: Record<EmbedSnippet, { title: string; hint: string }> = {
  script: { title: 'admin.embed.snippet.script', hint: 'admin.embed.snippet.script.hint' },
  iframe: { title: 'admin.embed.snippet.iframe', hint: 'admin.embed.snippet.iframe.hint' },
};

const COLOUR = /^#[0-9a-fA-F]{6}$/;
/** What the colour input shows while the accent is the kit's or not yet a colour. */
const NEUTRAL_COLOUR = '#0b5cad';

/**
 * The back-office's "Intégration" screen: a chamber puts the directory on its own website. The settings of the embedded
 * directory (language, scope, sectors offered, accent colour, typeface, results per page, the sites allowed to show
 * it) with their save and its notice; the code to paste (a script, or a frame for sites that forbid scripts), each
 * with a copy button; a preview of the embedded page; the searches, views and contacts from the portal and from the
 * chamber's site.
 */
export function AdminEmbedScreen({
  chambers,
  chamberId,
  onChamberChange,
  settings,
  onRetry,
  sectors,
  values,
  errors = {},
  onChange,
  onBlur,
  onSubmit,
  submitDisabled = false,
  saving = false,
  notice,
  snippets,
  onCopy,
  copied,
  previewUrl,
  previewVersion = 0,
  statistics,
  statisticsDays,
  onStatisticsRetry,
}: AdminEmbedScreenProps) {
  const intl = useIntl();
  const t = (id: string, messageValues?: Record<string, string | number>) => intl.formatMessage({ id }, messageValues);
  const titleId = useId();

  let body: ReactNode;
  if (chamberId === null) body = <Alert tone="info">{t('admin.embed.pickChamber')}</Alert>;
  else if (settings.status === 'loading')
    body = (
      <div className={styles.centered} aria-busy="true">
        <Spinner label={t('admin.embed.loading')} showLabel />
      </div>
    );
  else if (settings.status === 'error') body = <BlockError message={settings.message} onRetry={onRetry} />;
  else
    body = (
      <div className={styles.columns}>
        <div className={styles.column}>
          {notice ? (
            <Alert key={`${notice.tone}:${notice.message}`} tone={notice.tone} dismissible onDismiss={notice.onDismiss}>
              {notice.message}
            </Alert>
          ) : null}
          <SettingsForm
            sectors={sectors}
            values={values}
            errors={errors}
            onChange={onChange}
            onBlur={onBlur}
            onSubmit={onSubmit}
            submitDisabled={submitDisabled}
            saving={saving}
          />
        </div>
        <div className={styles.column}>
          <Card as="section" padding="lg" headingLevel={3} title={t('admin.embed.snippets.title')} subtitle={t('admin.embed.snippets.subtitle')}>
            <div className={styles.form}>
              {embedSnippets.map((snippet) => (
                <SnippetBlock key={snippet} snippet={snippet} code={snippets[snippet]} copied={copied === snippet} onCopy={() => onCopy(snippet)} />
              ))}
            </div>
          </Card>
          <Card as="section" padding="lg" headingLevel={3} title={t('admin.embed.preview.title')} subtitle={t('admin.embed.preview.subtitle')}>
            <iframe key={previewVersion} className={styles.preview} src={previewUrl} title={t('admin.embed.preview.frame')} loading="lazy" />
          </Card>
          <AudienceBlock state={statistics} days={statisticsDays} onRetry={onStatisticsRetry} />
        </div>
      </div>
    );

  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <div className={styles.heading}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {t('admin.embed.title')}
          </h2>
          <p className={styles.subtitle}>{t('admin.embed.subtitle')}</p>
        </div>
        {chambers && chambers.length > 0 ? (
          <Select
            className={styles.picker}
            label={t('admin.embed.chamber')}
            placeholder={t('admin.embed.chamber.placeholder')}
            options={chambers.map((chamber) => ({ value: String(chamber.id), label: chamber.name }))}
            value={chamberId === null ? undefined : String(chamberId)}
            onValueChange={(value) => (value ? onChamberChange?.(Number(value)) : undefined)}
          />
        ) : null}
      </div>
      {body}
    </section>
  );
}

interface SettingsFormProps {
  sectors: readonly EmbedSectorOption[];
  values: EmbedFormValues;
  errors: Readonly<Partial<Record<string, string>>>;
  onChange: (values: EmbedFormValues, changed: readonly string[]) => void;
  onBlur?: (path: string) => void;
  onSubmit: () => void;
  submitDisabled: boolean;
  saving: boolean;
}

function SettingsForm({ sectors, values, errors, onChange, onBlur, onSubmit, submitDisabled, saving }: SettingsFormProps) {
  const intl = useIntl();
  const t = (id: string, messageValues?: Record<string, string | number>) => intl.formatMessage({ id }, messageValues);
  const sectorsLegend = useId();
  const sitesLegend = useId();
  // the site just added takes the focus (the user types it next)
  const [added, setAdded] = useState<number>();
  const siteInputs = useRef<Array<HTMLInputElement | null>>([]);
  useEffect(() => {
    if (added !== undefined) siteInputs.current[added]?.focus();
  }, [added]);

  const set = <Field extends keyof EmbedFormValues>(field: Field, value: EmbedFormValues[Field], path: string = field) =>
    onChange({ ...values, [field]: value }, [path]);
  const colour = COLOUR.test(values.accent) ? values.accent.toLowerCase() : NEUTRAL_COLOUR;
  const sites = values.allowedOrigins;

  return (
    <Card as="section" padding="lg" headingLevel={3} title={t('admin.embed.settings.title')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FieldMessageLines>
          <div className={styles.row}>
            <Select
              label={t('admin.embed.language')}
              options={embedLanguages.map((language) => ({ value: language, label: t(languageMessage[language]) }))}
              value={values.language}
              onValueChange={(value) => {
                const language = embedLanguages.find((candidate) => candidate === value);
                if (language) set('language', language);
              }}
            />
            <Select
              label={t('admin.embed.scope')}
              options={embedScopes.map((scope) => ({ value: scope, label: t(scopeMessage[scope]) }))}
              value={values.scope}
              onValueChange={(value) => {
                const scope = embedScopes.find((candidate) => candidate === value);
                if (scope) set('scope', scope);
              }}
            />
          </div>

          <fieldset className={styles.fieldset} aria-describedby={`${sectorsLegend}-hint`}>
            <legend className={styles.legend} id={sectorsLegend}>
              {t('admin.embed.sectors')}
            </legend>
            <p className={styles.hint} id={`${sectorsLegend}-hint`}>
              {t('admin.embed.sectors.hint')}
            </p>
            <div className={styles.sectors}>
              {sectors.map((sector) => (
                <Checkbox
                  key={sector.id}
                  label={sector.label}
                  checked={values.sectorIds.includes(sector.id)}
                  onCheckedChange={(checked) =>
                    set('sectorIds', checked ? [...values.sectorIds, sector.id] : values.sectorIds.filter((id) => id !== sector.id))
                  }
                />
              ))}
            </div>
          </fieldset>

          <div className={styles.row}>
            <div className={styles.colourRow}>
              <input
                type="color"
                className={styles.colourInput}
                aria-label={t('admin.embed.accent.picker')}
                value={colour}
                onChange={(event) => set('accent', event.target.value)}
              />
              <TextField
                className={styles.grow}
                label={t('admin.embed.accent')}
                hint={t('admin.embed.accent.hint')}
                placeholder="#0b5cad"
                value={values.accent}
                error={errors.accent}
                spellCheck={false}
                autoComplete="off"
                onChange={(event) => set('accent', event.target.value)}
                onBlur={() => onBlur?.('accent')}
              />
            </div>
            <Select
              label={t('admin.embed.font')}
              options={embedFonts.map((font) => ({ value: font, label: t(fontMessage[font]) }))}
              value={values.font}
              onValueChange={(value) => {
                const font = embedFonts.find((candidate) => candidate === value);
                if (font) set('font', font);
              }}
            />
          </div>

          <TextField
            label={t('admin.embed.perPage')}
            hint={t('admin.embed.perPage.hint')}
            type="number"
            inputMode="numeric"
            min={6}
            max={48}
            value={values.perPage}
            error={errors.perPage}
            onChange={(event) => set('perPage', event.target.value)}
            onBlur={() => onBlur?.('perPage')}
          />

          <fieldset className={styles.fieldset} aria-describedby={`${sitesLegend}-hint`}>
            <legend className={styles.legend}>{t('admin.embed.sites')}</legend>
            <p className={styles.hint} id={`${sitesLegend}-hint`}>
              {sites.length === 0 ? t('admin.embed.sites.none') : t('admin.embed.sites.hint')}
            </p>
            {sites.length > 0 ? (
              <ul className={styles.origins}>
                {sites.map((site, index) => (
                  <li key={index} className={styles.originRow}>
                    <TextField
                      ref={(input) => {
                        siteInputs.current[index] = input;
                      }}
                      className={styles.grow}
                      label={t('admin.embed.site', { n: index + 1 })}
                      hideLabel
                      type="url"
                      inputMode="url"
                      placeholder="https://www.exemple.org"
                      spellCheck={false}
                      autoComplete="off"
                      value={site}
                      error={errors[`allowedOrigins[${index}]`]}
                      onChange={(event) =>
                        set(
                          'allowedOrigins',
                          sites.map((current, at) => (at === index ? event.target.value : current)),
                          `allowedOrigins[${index}]`,
                        )
                      }
                      onBlur={() => onBlur?.(`allowedOrigins[${index}]`)}
                    />
                    <IconButton
                      className={styles.originRemove}
                      label={t('admin.embed.site.remove', { n: index + 1 })}
                      icon={<Trash2 size={16} />}
                      onClick={() => {
                        setAdded(undefined);
                        set(
                          'allowedOrigins',
                          sites.filter((_, at) => at !== index),
                          'allowedOrigins',
                        );
                      }}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            {errors.allowedOrigins ? (
              <p className={styles.hint} role="alert">
                {errors.allowedOrigins}
              </p>
            ) : null}
            <div className={styles.actions}>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                leadingIcon={<Plus size={16} />}
                disabled={sites.length >= EMBED_MAX_SITES}
                onClick={() => {
                  setAdded(sites.length);
                  set('allowedOrigins', [...sites, ''], `allowedOrigins[${sites.length}]`);
                }}
              >
                {t('admin.embed.site.add')}
              </Button>
            </div>
          </fieldset>
        </FieldMessageLines>

        <div className={styles.actions}>
          <Button type="submit" leadingIcon={<Save size={16} />} disabled={submitDisabled} busy={saving}>
            {t('admin.embed.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function SnippetBlock({ snippet, code, copied, onCopy }: { snippet: EmbedSnippet; code: string; copied: boolean; onCopy: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const titleId = useId();
  return (
    <div className={styles.snippet} role="group" aria-labelledby={titleId}>
      <p className={styles.legend} id={titleId}>
        {t(snippetMessage[snippet].title)}
      </p>
      <p className={styles.hint}>{t(snippetMessage[snippet].hint)}</p>
      <pre className={styles.code} data-snippet={snippet}>
        <code>{code}</code>
      </pre>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" size="sm" leadingIcon={copied ? <Check size={16} /> : <Copy size={16} />} onClick={onCopy}>
          {t(snippet === 'script' ? 'admin.embed.copy.script' : 'admin.embed.copy.iframe')}
        </Button>
        <span className={styles.copied} role="status">
          {copied ? t('admin.embed.copied') : ''}
        </span>
      </div>
    </div>
  );
}

function AudienceBlock({ state, days, onRetry }: { state: StatisticsBlockState<EmbedAudience>; days: number; onRetry: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string, messageValues?: Record<string, string | number>) => intl.formatMessage({ id }, messageValues);
  const title = t('admin.embed.audience.title');
  let body: ReactNode;
  if (state.status === 'loading')
    body = (
      <div className={styles.centered}>
        <Spinner label={t('admin.embed.loading')} />
      </div>
    );
  else if (state.status === 'error') body = <BlockError message={state.message} onRetry={onRetry} />;
  else
    body = (
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('admin.embed.audience.caption', { days })}</caption>
          <thead>
            <tr>
              <th className={styles.th} scope="col">
                {t('admin.embed.audience.source')}
              </th>
              <th className={`${styles.th} ${styles.number}`} scope="col">
                {t('admin.embed.audience.searches')}
              </th>
              <th className={`${styles.th} ${styles.number}`} scope="col">
                {t('admin.embed.audience.views')}
              </th>
              <th className={`${styles.th} ${styles.number}`} scope="col">
                {t('admin.embed.audience.contacts')}
              </th>
            </tr>
          </thead>
          <tbody>
            {(['portal', 'embed'] as const).map((source) => (
              <tr key={source} data-source={source}>
                <th className={styles.rowHeader} scope="row">
                  {t(source === 'portal' ? 'admin.embed.audience.portal' : 'admin.embed.audience.embed')}
                </th>
                <td className={`${styles.td} ${styles.number}`}>{format.number(state.data[source].searches)}</td>
                <td className={`${styles.td} ${styles.number}`}>{format.number(state.data[source].views)}</td>
                <td className={`${styles.td} ${styles.number}`}>{format.number(state.data[source].contacts)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <Card as="section" padding="lg" headingLevel={3} title={title} aria-label={title} aria-busy={state.status === 'loading' || undefined}>
      {body}
    </Card>
  );
}
