import { AmountText, Banner, Card, CopyButton, DetailList, Identifier, QRCode } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { networkName } from '../../entities/currency';
import type { DepositAddress } from '../api/getUsdtDepositAddress';
import { useCopyFeedback } from '../hooks/useCopyFeedback';
import { useCurrencyName } from '../hooks/useCurrencyName';
import '../i18n/registerWalletI18n';
import * as styles from './DepositAddressCard.css';
import { paragraph } from './walletPage.css';

/**
 * The person's USDT deposit address: a QR code to scan, the address to copy, its network and the minimum,
 * and the warning that anything but USDT on TRC-20 is lost.
 */
export function DepositAddressCard({ address }: { address: DepositAddress }) {
  const { t } = useTranslation('wallet');
  const currencyName = useCurrencyName();
  const copyFeedback = useCopyFeedback();
  return (
    <>
      <Banner tone="warning" title={t('usdtDeposit.warningTitle')}>
        <p className={paragraph}>{t('usdtDeposit.warningBody')}</p>
      </Banner>
      <Card title={t('usdtDeposit.addressTitle')}>
        <div className={styles.qr}>
          <QRCode value={address.address} label={t('usdtDeposit.qrLabel')} />
        </div>
        <div className={styles.address}>
          <span className={styles.addressText}>
            <Identifier value={address.address} />
          </span>
          <CopyButton
            value={address.address}
            label={t('usdtDeposit.copyAddress')}
            {...copyFeedback(t('usdtDeposit.addressCopied'))}
          >
            {t('usdtDeposit.copyAddress')}
          </CopyButton>
        </div>
        <DetailList
          items={[
            {
              id: 'network',
              label: t('usdtDeposit.network'),
              value: networkName(address.network),
              dir: 'ltr',
            },
            {
              id: 'minimum',
              label: t('usdtDeposit.minimum'),
              value: <AmountText value={address.min_amount} symbol={currencyName(address.currency)} />,
            },
          ]}
        />
      </Card>
    </>
  );
}
