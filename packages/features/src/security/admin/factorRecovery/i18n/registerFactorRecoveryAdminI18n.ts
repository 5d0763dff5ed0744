import { addAdminWords } from '../../../../shared/admin/i18n/addAdminWords';
import en from './en.json';
import fa from './fa.json';

// Imported by every operator component of the factor recovery, so its words exist wherever one is rendered.
addAdminWords({ fa, en });
