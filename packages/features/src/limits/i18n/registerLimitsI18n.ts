import { registerNamespace } from '../../shared/i18n/i18n';
import en from './en.json';
import fa from './fa.json';

// Imported by every limits component, so the namespace exists wherever one is rendered (app or workbench).
registerNamespace('limits', { fa, en });
