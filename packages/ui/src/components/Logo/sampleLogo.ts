/** A self-contained sample logo (inline SVG), so stories fetch nothing. */
export const sampleLogo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b2a5b"/><path d="M12 46 L32 14 L52 46 Z" fill="#ffffff"/><circle cx="32" cy="38" r="6" fill="#b3122e"/></svg>',
  );
