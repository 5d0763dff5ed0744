import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, useLocale } from 'react-aria-components';
import * as styles from './Tabs.css';

/** One tab and its panel. */
export interface TabItem {
  /** Key reported on selection, e.g. 'deposit'. */
  id: string;
  /** Visible tab text. */
  label: string;
  /** Panel content, rendered only while the tab is selected. */
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list, e.g. "Wallet". */
  label: string;
  /** The tabs, in display order. */
  items: readonly TabItem[];
  /** Controlled selected id. @default undefined (uncontrolled) */
  selectedKey?: string;
  /** Initially selected id when uncontrolled. @default the first tab */
  defaultSelectedKey?: string;
  /** Called with the selected id. @default undefined */
  onSelectionChange?: (id: string) => void;
  /** Ids of tabs that cannot be selected. @default [] */
  disabledKeys?: readonly string[];
  /** @default false */
  isDisabled?: boolean;
}

/** Which ends of the tab list have tabs scrolled out of sight. */
interface Overflow {
  start: boolean;
  end: boolean;
}

/** Below a pixel is rounding, not a hidden tab. */
const SLACK = 1;

/** What the tab list hides at each end; direction-free, as RTL's scrollLeft runs from 0 down to -max. */
function overflowOf(list: HTMLElement): Overflow {
  const max = list.scrollWidth - list.clientWidth;
  const fromStart = Math.abs(list.scrollLeft);
  return { start: fromStart > SLACK, end: fromStart < max - SLACK };
}

/**
 * Scrolls the list (not the page) so the selected tab is in sight and clear of the fade at the end. The
 * position is worked out from the layout alone (the least scroll from the start that shows the tab), never
 * from where the list was, so a font that loads late or a resize lands on the same place every time.
 */
function revealSelected(list: HTMLElement) {
  const tab = list.querySelector<HTMLElement>('[aria-selected="true"]');
  const max = list.scrollWidth - list.clientWidth;
  if (!tab || max <= 0) return;
  const rtl = getComputedStyle(list).direction === 'rtl';
  const fade = parseFloat(getComputedStyle(list).scrollPaddingInlineEnd) || 0;
  const box = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  // Boxes are physical; distances from the inline start are not.
  const tabEnd = (rtl ? box.right - tabBox.left : tabBox.right - box.left) + Math.abs(list.scrollLeft);
  const target = Math.min(max, Math.max(0, Math.round(tabEnd + fade - list.clientWidth)));
  // RTL's scrollLeft runs from 0 at the start down to -max.
  list.scrollLeft = rtl ? -target : target;
}

/**
 * Tabs with their panels (React Aria's Tabs). Arrow keys move along the reading direction. When the tabs
 * do not fit (six wallet tabs on a 360 px phone) the list scrolls sideways: the side where tabs are out of
 * sight fades out, mirrored in RTL, and the selected tab is scrolled into view.
 */
export function Tabs({
  label,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  disabledKeys = [],
  isDisabled = false,
}: TabsProps) {
  const { direction } = useLocale();
  const listRef = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const next = overflowOf(list);
    setOverflow((last) => (last.start === next.start && last.end === next.end ? last : next));
  }, []);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const settle = () => {
      revealSelected(list);
      measure();
    };
    // The list's width, and its tabs' (a font loading, a label changing), decide what is out of sight.
    const sizes = new ResizeObserver(settle);
    const update = () => {
      sizes.disconnect();
      sizes.observe(list);
      for (const tab of list.children) sizes.observe(tab);
      settle();
    };
    update();
    // React Aria draws the tabs after the list mounts and marks the selected one itself (controlled or
    // not, by press, keyboard or prop): watching the DOM catches every case, including the first draw.
    const changes = new MutationObserver(update);
    changes.observe(list, { childList: true, subtree: true, attributeFilter: ['aria-selected'] });
    return () => {
      sizes.disconnect();
      changes.disconnect();
    };
  }, [measure]);

  return (
    <AriaTabs
      className={styles.tabs}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key) => onSelectionChange?.(String(key))}
      disabledKeys={disabledKeys}
      isDisabled={isDisabled}
    >
      <div
        className={styles.listFrame[direction]}
        data-more-start={overflow.start || undefined}
        data-more-end={overflow.end || undefined}
      >
        <TabList ref={listRef} className={styles.tabList} aria-label={label} items={items} onScroll={measure}>
          {(item) => (
            <Tab id={item.id} className={styles.tab}>
              {item.label}
            </Tab>
          )}
        </TabList>
      </div>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
