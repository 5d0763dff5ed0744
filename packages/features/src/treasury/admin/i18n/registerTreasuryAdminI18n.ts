import { addAdminWords } from '../../../shared/admin/i18n/addAdminWords';
import en from './en.json';
import fa from './fa.json';

// Imported by every component of the desk board, so its words exist wherever one is rendered.
addAdminWords({ fa, en });
