import { addAdminWords } from '../../../shared/admin/i18n/addAdminWords';
import en from './en.json';
import fa from './fa.json';

// Imported by every operator component of this domain, so its words exist wherever one is rendered.
addAdminWords({ fa, en });
