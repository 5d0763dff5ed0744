export {
  bankOfIban,
  checkIban,
  formatIban,
  ibanProblem,
  ibanProblemWhileTyping,
  normalizeIban,
  type BankName,
  type IbanCheck,
} from './iban';
export { addressProblem, addressProblemWhileTyping, cleanAddress, isTronAddress } from './tronAddress';
