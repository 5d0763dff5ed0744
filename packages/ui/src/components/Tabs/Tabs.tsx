import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
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

/**
 * Tabs with their panels (React Aria's Tabs). Arrow keys move along the reading direction; the tab
 * list scrolls sideways when the tabs do not fit (six wallet tabs on a 320px phone).
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
  return (
    <AriaTabs
      className={styles.tabs}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key) => onSelectionChange?.(String(key))}
      disabledKeys={disabledKeys}
      isDisabled={isDisabled}
    >
      <TabList className={styles.tabList} aria-label={label} items={items}>
        {(item) => (
          <Tab id={item.id} className={styles.tab}>
            {item.label}
          </Tab>
        )}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
