// The kit's typeface from npm (no network font): Source Sans 3, Latin and Latin-extended (French accents, œ, ç),
// weights 400/600/700 as the theme uses. Import once at an app's entry: `import '@annuaire/ui/fonts'`.
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-ext-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '@fontsource/source-sans-3/latin-ext-600.css';
import '@fontsource/source-sans-3/latin-700.css';
import '@fontsource/source-sans-3/latin-ext-700.css';
