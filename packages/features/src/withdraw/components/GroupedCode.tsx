import { Fragment } from 'react';
import * as styles from './withdrawForm.css';

/**
 * An IBAN or an address in groups of four, read left to right: a line wraps between groups (a `<wbr>`), never
 * leaving one orphan character on the next line, and the gaps are drawn by CSS, so copying gives the one
 * unbroken string a bank or a wallet takes.
 */
export function GroupedCode({ text }: { text: string }) {
  const groups = text.match(/.{1,4}/gu) ?? [];
  return (
    <bdi dir="ltr" className={styles.code}>
      {groups.map((group, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className={styles.codeGroup}>{group}</span>
        </Fragment>
      ))}
    </bdi>
  );
}
