import { registerNamespace } from '../../shared/i18n/i18n';
import en from './en.json';
import fa from './fa.json';

// Imported by every wallet component, so the namespace exists wherever one is rendered (app or workbench).
registerNamespace('wallet', { fa, en });
