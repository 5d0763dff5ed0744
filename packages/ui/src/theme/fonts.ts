// The @font-face rules of Vazirmatn (400, 500, 700; Arabic-script and Latin subsets) and of its metric-matched
// fallback: see fonts.css. Each weight and subset is a separate download, fetched only when a page uses it.
import './fonts.css';
