// The kit's typeface from npm (no network font): Source Sans 3, weights 400/600/700 as the theme uses. Import once
// at an app's entry: `import '@annuaire/ui/fonts'`.
// The weight files declare one face per script with its unicode-range, so a browser downloads only the Latin file
// for French and English text, and the Latin-extended one only when a name needs it. (The per-subset files such as
// latin-ext-400.css carry no unicode-range: imported together they made every page download both.)
import '@fontsource/source-sans-3/400.css';
import '@fontsource/source-sans-3/600.css';
import '@fontsource/source-sans-3/700.css';
