import { Navigate, useParams } from 'react-router';
import { withdrawPaths } from '../paths';
import { IrtWithdrawScreen } from './IrtWithdrawScreen';
import { UsdtWithdrawScreen } from './UsdtWithdrawScreen';

/**
 * /cash-withdraw/:currency: the form of that currency ("irt" too, as people type addresses); any other
 * currency has no withdrawal and goes back to the wallet.
 */
export function WithdrawScreen() {
  const currency = useParams().currency?.toUpperCase();
  if (currency === 'IRT') return <IrtWithdrawScreen />;
  if (currency === 'USDT') return <UsdtWithdrawScreen />;
  return <Navigate to={withdrawPaths.panel} replace />;
}
