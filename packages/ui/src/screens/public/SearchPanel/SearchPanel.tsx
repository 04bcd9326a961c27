import { RotateCcw, Search } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { SearchField } from '../../../components/SearchField';
import { Select } from '../../../components/Select';
import type { FilterOption, MemberFilters } from '../types';
import { cx } from '../../../styles/cx';
import * as styles from './SearchPanel.css';

/** The form's field names: the addresses of the members page without the app (`?keyword=&country=&sector=`). */
const FIELD_NAMES = { keyword: 'keyword', countryId: 'country', sectorId: 'sector' } as const;

export interface SearchPanelProps {
  /**
   * The filters the fields show when they first render and whenever these change ('' means all countries / all
   * sectors). The fields are the browser's (uncontrolled): what a visitor types or chooses before the page's script
   * has started stays in them, and the search reads the form itself.
   */
  defaultValues: MemberFilters;
  countries: readonly FilterOption[];
  /** No country filter (a search within one chamber's country, e.g. the directory embedded on its site). */
  hideCountry?: boolean;
  sectors: readonly FilterOption[];
  /** The Search button or Enter in the keyword field (ignored while searching), with the form's filters. */
  onSearch: (values: MemberFilters) => void;
  onReset?: () => void;
  /** A search is under way: the button is disabled and says 'Recherche en cours...' (spec public §2.3). */
  searching?: boolean;
  /** A search has been made: the Reset button shows (spec public §4: true on Search, false on Reset). */
  searchActive?: boolean;
  /** The last search failed: the spec's banner shows (or the message given). */
  error?: boolean;
  errorMessage?: string;
  /** The longest keyword the search accepts (the service's limit): the box takes no more. */
  keywordMaxLength?: number;
  /** Heading of the panel; none when omitted (the page already says what the filters are for). */
  title?: string;
  headingLevel?: 2 | 3;
  className?: string;
  /**
   * Where the form goes without the app (a GET of `keyword`, `country` and `sector`): before the page's script has
   * started, or without JavaScript, Enter and Search load that address (a plain GET form). With the app, `onSearch` runs.
   */
  action?: string;
}

/** Keyword, country and sector filters with Search and Reset (spec public §2.3 home search, §2.4 members page). */
export function SearchPanel({
  defaultValues,
  countries,
  hideCountry = false,
  sectors,
  onSearch,
  onReset,
  searching = false,
  searchActive = false,
  error = false,
  errorMessage,
  keywordMaxLength,
  title,
  headingLevel = 2,
  className,
  action,
}: SearchPanelProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (searching) return;
    const data = new FormData(event.currentTarget);
    const field = (name: keyof typeof FIELD_NAMES) => {
      const value = data.get(FIELD_NAMES[name]);
      return typeof value === 'string' ? value : '';
    };
    onSearch({ keyword: field('keyword'), countryId: field('countryId'), sectorId: field('sectorId') });
  };
  // Filters changed by the page (Reset, the active filters' banner) reach the fields; the first render's are there
  // already, and the visitor's own typing is never put back.
  const shown = useRef(defaultValues);
  const { keyword, countryId, sectorId } = defaultValues;
  useEffect(() => {
    const previous = shown.current;
    shown.current = { keyword, countryId, sectorId };
    const elements = form.current?.elements;
    if (!elements) return;
    const next = { keyword, countryId, sectorId };
    for (const name of Object.keys(FIELD_NAMES) as Array<keyof typeof FIELD_NAMES>) {
      const element = elements.namedItem(FIELD_NAMES[name]);
      if (previous[name] !== next[name] && (element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) element.value = next[name];
    }
  }, [keyword, countryId, sectorId]);
  return (
    <form
      ref={form}
      role="search"
      aria-label={title ?? intl.formatMessage({ id: 'public.search.label' })}
      className={cx(styles.panel, className)}
      action={action}
      method="get"
      onSubmit={submit}
    >
      {title !== undefined ? <Heading className={styles.title}>{title}</Heading> : null}
      <div className={styles.fields}>
        <SearchField
          className={styles.keyword}
          name="keyword"
          label={intl.formatMessage({ id: 'public.search.keyword' })}
          placeholder={intl.formatMessage({ id: 'public.search.keywordPlaceholder' })}
          defaultValue={defaultValues.keyword}
          maxLength={keywordMaxLength}
        />
        {hideCountry ? null : (
          <Select
            label={intl.formatMessage({ id: 'public.search.country' })}
            name="country"
            allOption={intl.formatMessage({ id: 'public.search.allCountries' })}
            options={countries}
            defaultValue={defaultValues.countryId}
          />
        )}
        <Select
          label={intl.formatMessage({ id: 'public.search.sector' })}
          name="sector"
          allOption={intl.formatMessage({ id: 'public.search.allSectors' })}
          options={sectors}
          defaultValue={defaultValues.sectorId}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={searching} leadingIcon={<Search size={18} />}>
            {intl.formatMessage({ id: searching ? 'public.search.searching' : 'public.search.submit' })}
          </Button>
          {searchActive && onReset ? (
            <Button variant="secondary" leadingIcon={<RotateCcw size={18} />} onClick={onReset}>
              {intl.formatMessage({ id: 'public.search.reset' })}
            </Button>
          ) : null}
        </div>
      </div>
      {error ? <Alert tone="error">{errorMessage ?? intl.formatMessage({ id: 'public.search.error' })}</Alert> : null}
    </form>
  );
}
