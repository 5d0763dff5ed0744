import { Fragment } from 'react';
import { groupIdentifier, IDENTIFIER_GROUP_SIZE, toIdentifier } from '../../format/identifier';
import { maskText, type MaskTextOptions } from '../../format/maskText';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './Identifier.css';

export interface IdentifierProps {
  /**
   * What people compare and paste: an IBAN, a card or account number, a wallet address, a transaction hash,
   * a tracking id. Digits of any script are shown (and copied) as Latin digits; spaces and direction marks
   * are dropped.
   */
  value: string;
  /** Characters per group; below 1 keeps it one group. @default 4 */
  groupSize?: number;
  /**
   * Hides the middle: the first `start` and last `end` characters kept, each hidden one an asterisk
   * (spec section 5: account 8 and 5). @default undefined (shown whole)
   */
  mask?: Pick<MaskTextOptions, 'start' | 'end'>;
  /**
   * What screen readers hear instead, e.g. "ending in 09002" for a masked IBAN; the shown text is then
   * hidden from them. @default undefined (they read the shown text)
   */
  accessibleText?: string;
}

/**
 * An identifier by the digit rule (format/README.md): Latin digits, left to right and isolated from the
 * sentence around it, in both languages. Shown in groups (four by default, as banks print an IBAN) that
 * wrap only between groups (a short last group stays with the one before it), so a 360 px line never leaves
 * one character behind. The gaps are drawn by CSS,
 * so selecting and copying it gives the one string without spaces.
 */
/** Characters a reference uses to group itself. */
const OWN_SEPARATORS = /[-/_.:]/;

export function Identifier({
  value,
  groupSize = IDENTIFIER_GROUP_SIZE,
  mask,
  accessibleText,
}: IdentifierProps) {
  const shown = mask ? maskText(toIdentifier(value), mask) : toIdentifier(value);
  // A reference that brings its own separators ("PAYOUT-778899", "1403/12/345") is read by them: groups of
  // four across them would make a new, wrong reading ("PAYO UT-7 7889 9").
  const groups = groupIdentifier(shown, OWN_SEPARATORS.test(shown) ? 0 : groupSize);
  // A short last group ("02" of an IBAN, "Bf" of an address) keeps to the group before it: a line of its
  // own would be the orphan this component exists to prevent.
  const glued = groups.length > 1 && groups.at(-1)!.length * 2 <= groupSize ? groups.length - 1 : -1;
  return (
    <span data-identifier="" data-masked={shown !== toIdentifier(value) || undefined}>
      <bdi
        dir="ltr"
        translate="no"
        className={styles.identifier}
        aria-hidden={accessibleText ? true : undefined}
      >
        {groups.map((group, index) => (
          <Fragment key={index}>
            {index > 0 && index !== glued ? <wbr /> : null}
            <span className={styles.group}>{group}</span>
          </Fragment>
        ))}
      </bdi>
      {accessibleText ? <span className={visuallyHidden}>{accessibleText}</span> : null}
    </span>
  );
}
