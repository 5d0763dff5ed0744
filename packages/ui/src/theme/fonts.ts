// Only the weights the tokens use (400, 500, 700): each weight is a separate download.
import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/500.css';
import '@fontsource/vazirmatn/700.css';
