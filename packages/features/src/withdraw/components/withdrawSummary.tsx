import { AmountText, formatDateTime, Identifier, type DetailItem, type DisplayLocale } from '@sarraf/ui';
import { compareDecimals, isolateIdentifier, toAmount } from '@sarraf/ui/format';
import type { TFunction } from 'i18next';
import type { SavedAddress } from '../api/listSavedAddresses';
import type { SavedIban } from '../api/listSavedIbans';
import { bankOfIban } from '../../entities/destination';
import { waitsUntil } from '../rules/destinationWait';
import { receivedAmount } from '../rules/withdrawAmount';

// The words the withdraw screens use for a destination and for an amount's way out, shared by the forms'
// choices and their confirm dialogs.

/** The bank of a saved IBAN in the page's language; the server's name when the table lacks its code. */
export function bankNameOf(
  saved: Pick<SavedIban, 'iban' | 'bank_name'>,
  locale: DisplayLocale,
): string | null {
  return bankOfIban(saved.iban)?.[locale] ?? saved.bank_name;
}

/**
 * "Usable from <date time>" while a saved destination still waits (secure-withdrawal mode: saved plus the
 * wait); null once it may be used, or when the mode is off. The server is the rule (its 409 says the same):
 * this only spares the person a refusal.
 */
export function usableFromText(
  saved: Pick<SavedIban | SavedAddress, 'usable_at'>,
  locale: DisplayLocale,
  t: TFunction,
  now: number = Date.now(),
): string | null {
  const until = waitsUntil(saved.usable_at, now);
  return until ? t('withdraw:usableFrom', { date: formatDateTime(until, { locale }) }) : null;
}

/** A choice's label, and when it may be used while it still waits. */
export function withWait(label: string, wait: string | null, t: TFunction): string {
  return wait ? `${label}${t('withdraw:destination.separator')}${wait}` : label;
}

/**
 * A saved IBAN as a choice: owner, bank and its last digits (enough to tell two accounts apart). The digits
 * are an identifier's: Latin and isolated in both languages (ui format/README.md).
 */
export function ibanChoiceLabel(saved: SavedIban, locale: DisplayLocale, t: TFunction): string {
  const ending = t('withdraw:destination.ibanEnding', {
    digits: isolateIdentifier(saved.iban.slice(-4)),
  });
  return [saved.owner_name, bankNameOf(saved, locale), ending]
    .filter(Boolean)
    .join(t('withdraw:destination.separator'));
}

/**
 * An address by its first and last characters. Joined by three full stops, not an ellipsis: a line may
 * break after an ellipsis, which would split the address and, in a right-to-left line, move its start to
 * the far end.
 */
export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}...${address.slice(-6)}`;
}

/** A saved address as a choice: its label, and its first and last characters. */
export function addressChoiceLabel(saved: SavedAddress, t: TFunction): string {
  const label = saved.label ?? t('withdraw:destination.unlabelled');
  return `${label}${t('withdraw:destination.separator')}${shortAddress(saved.address)}`;
}

/** The rows every withdrawal confirms: the amount, the fee and what arrives. */
export function amountItems(amount: string, fee: string, unit: string, t: TFunction): DetailItem[] {
  const sent = toAmount(amount);
  return [
    { id: 'amount', label: t('withdraw:confirm.amount'), value: <AmountText value={sent} symbol={unit} /> },
    {
      id: 'fee',
      label: t('withdraw:confirm.fee'),
      value:
        compareDecimals(fee, '0') === 0 ? (
          t('withdraw:terms.noFee')
        ) : (
          <AmountText value={fee} symbol={unit} />
        ),
    },
    {
      id: 'received',
      label: t('withdraw:confirm.receive'),
      value: <AmountText value={receivedAmount(sent, fee)} symbol={unit} size="large" />,
    },
  ];
}

/**
 * Where Toman go: the whole IBAN in groups of four, its bank and owner when known. The person checks it
 * before confirming, so it is not masked here (spec section 5's mask stays in lists and details).
 */
export function ibanItems(
  destination: { iban: string; bank: string | null; owner: string | null },
  t: TFunction,
): DetailItem[] {
  const items: DetailItem[] = [
    {
      id: 'iban',
      label: t('withdraw:confirm.iban'),
      value: <Identifier value={destination.iban} />,
    },
  ];
  if (destination.bank)
    items.push({ id: 'bank', label: t('withdraw:confirm.bank'), value: destination.bank });
  if (destination.owner)
    items.push({ id: 'owner', label: t('withdraw:confirm.owner'), value: destination.owner });
  return items;
}

/**
 * Where Tether go: the whole address in groups of four. A crypto transfer cannot be called back, so the
 * person checks every character before confirming.
 */
export function addressItems(address: string, t: TFunction): DetailItem[] {
  return [
    {
      id: 'address',
      label: t('withdraw:confirm.address'),
      value: <Identifier value={address} />,
    },
    { id: 'network', label: t('withdraw:confirm.network'), value: t('withdraw:terms.networkValue') },
  ];
}
