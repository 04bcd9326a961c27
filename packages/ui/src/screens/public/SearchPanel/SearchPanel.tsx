import { RotateCcw, Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { SearchField } from '../../../components/SearchField';
import { Select } from '../../../components/Select';
import type { FilterOption, MemberFilters } from '../types';
import { cx } from '../../../styles/cx';
import * as styles from './SearchPanel.css';

export interface SearchPanelProps {
  /** The three filters, controlled by the container ('' means all countries / all sectors). */
  values: MemberFilters;
  onValuesChange: (values: MemberFilters) => void;
  countries: readonly FilterOption[];
  sectors: readonly FilterOption[];
  /** The Search button or Enter in the keyword field (ignored while searching). */
  onSearch: () => void;
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
   * started, or without JavaScript, Enter and Search load that address (issue 13). With the app, `onSearch` runs.
   */
  action?: string;
}

/** Keyword, country and sector filters with Search and Reset (spec public §2.3 home search, §2.4 members page). */
export function SearchPanel({
  values,
  onValuesChange,
  countries,
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
  const search = () => {
    if (!searching) onSearch();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search();
  };
  return (
    <form
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
          value={values.keyword}
          maxLength={keywordMaxLength}
          onValueChange={(keyword) => onValuesChange({ ...values, keyword })}
        />
        <Select
          label={intl.formatMessage({ id: 'public.search.country' })}
          name="country"
          allOption={intl.formatMessage({ id: 'public.search.allCountries' })}
          options={countries}
          value={values.countryId}
          onValueChange={(countryId) => onValuesChange({ ...values, countryId })}
        />
        <Select
          label={intl.formatMessage({ id: 'public.search.sector' })}
          name="sector"
          allOption={intl.formatMessage({ id: 'public.search.allSectors' })}
          options={sectors}
          value={values.sectorId}
          onValueChange={(sectorId) => onValuesChange({ ...values, sectorId })}
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
