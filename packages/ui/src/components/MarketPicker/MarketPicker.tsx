import { useCallback } from 'react';
import {
  Autocomplete,
  type Key,
  Button as AriaButton,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  SearchField,
  useFilter,
} from 'react-aria-components';
import { BottomSheet } from '../BottomSheet/BottomSheet';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './MarketPicker.css';

/** One market the picker lists (spec section 3, Market). */
export interface MarketOption {
  /** Display name, e.g. "Tether" or "تتر". */
  name: string;
  /** BASE/QUOTE, e.g. "USDT/IRT"; the value passed to `onSelect`. */
  pair: string;
  /** Image URL of the base currency's icon. @default undefined (the base symbol's first letter) */
  baseIcon?: string;
  /** Image URL of the quote currency's icon. @default undefined (not shown) */
  quoteIcon?: string;
  /** A state to read before choosing, e.g. "Prices paused". @default undefined */
  note?: string;
}

export interface MarketPickerProps {
  /** Whether the sheet is shown. */
  isOpen: boolean;
  /** Called with false when the sheet closes (including after a choice). */
  onOpenChange: (isOpen: boolean) => void;
  /** The markets, in display order. */
  markets: MarketOption[];
  /** Called with the chosen market's pair, e.g. "USDT/IRT". */
  onSelect: (pair: string) => void;
  /** Sheet heading, e.g. "Choose a market". */
  title: string;
  /** Accessible name of the sheet's close button. */
  closeLabel: string;
  /** Visible label of the search field, e.g. "Search by name or pair". */
  searchLabel: string;
  /** Accessible name of the search field's clear button, e.g. "Clear search". */
  clearSearchLabel: string;
  /** Shown when no market matches the search (or the list is empty). */
  emptyMessage: string;
  /** Markets are still loading: a spinner replaces the list. @default false */
  isLoading?: boolean;
  /** Accessible name of the loading spinner, e.g. "Loading markets". Required with `isLoading`. @default '' */
  loadingLabel?: string;
}

function MarketIcons({ market }: { market: MarketOption }) {
  return (
    // Decorative: the name and pair next to them say the same.
    <span className={styles.icons} aria-hidden="true">
      {market.baseIcon ? (
        <img className={styles.icon} src={market.baseIcon} alt="" />
      ) : (
        <span className={styles.fallbackIcon}>{market.pair.charAt(0)}</span>
      )}
      {market.quoteIcon ? <img className={styles.icon} src={market.quoteIcon} alt="" /> : null}
    </span>
  );
}

/**
 * The trade market picker (spec section 2): a bottom sheet with a search field that filters by
 * name or pair, case- and accent-insensitively in any script; choosing a market calls `onSelect`
 * with its pair and closes the sheet. Arrow keys move through the results from the search field.
 */
export function MarketPicker({
  isOpen,
  onOpenChange,
  markets,
  onSelect,
  title,
  closeLabel,
  searchLabel,
  clearSearchLabel,
  emptyMessage,
  isLoading = false,
  loadingLabel = '',
}: MarketPickerProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  // Stable between renders: a new filter function makes Autocomplete filter the collection again.
  const filter = useCallback(
    (_textValue: string, query: string, node: { key: Key }) => {
      const market = markets.find((candidate) => candidate.pair === node.key);
      if (!market) return false;
      const needle = query.trim();
      // "usdt irt", "usdt-irt" and "usdtirt" all find USDT/IRT.
      const spellings = [market.name, ...['/', ' ', '-', ''].map((sep) => market.pair.replace('/', sep))];
      return spellings.some((spelling) => contains(spelling, needle));
    },
    [markets, contains],
  );

  return (
    <BottomSheet isOpen={isOpen} onOpenChange={onOpenChange} title={title} closeLabel={closeLabel}>
      {isLoading ? (
        <div className={styles.empty}>
          <Spinner label={loadingLabel} />
        </div>
      ) : (
        <Autocomplete filter={filter}>
          <SearchField className={styles.searchField} autoFocus>
            <Label className={styles.searchLabel}>{searchLabel}</Label>
            <div className={styles.searchBox}>
              <svg
                className={styles.searchIcon}
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <circle cx="11" cy="11" r="6" />
                <path d="M20 20l-4.5-4.5" strokeLinecap="round" />
              </svg>
              <Input className={styles.searchInput} />
              <AriaButton className={styles.clearButton} aria-label={clearSearchLabel}>
                <svg
                  className={styles.searchIcon}
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                >
                  <path d="M7 7l10 10M17 7L7 17" strokeLinecap="round" />
                </svg>
              </AriaButton>
            </div>
          </SearchField>
          <ListBox
            className={styles.list}
            aria-label={title}
            items={markets}
            renderEmptyState={() => <div className={styles.empty}>{emptyMessage}</div>}
            onAction={(key) => {
              onSelect(String(key));
              onOpenChange(false);
            }}
          >
            {(market) => (
              <ListBoxItem
                id={market.pair}
                textValue={`${market.name} ${market.pair}${market.note ? ` ${market.note}` : ''}`}
                className={styles.option}
              >
                <MarketIcons market={market} />
                <span className={styles.names}>
                  <span className={styles.name}>{market.name}</span>
                  <span className={styles.pair}>{market.pair}</span>
                  {market.note ? <span className={styles.note}>{market.note}</span> : null}
                </span>
              </ListBoxItem>
            )}
          </ListBox>
        </Autocomplete>
      )}
    </BottomSheet>
  );
}
